import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatNumber, formatPercent, formatPrice } from './format';
import { i18nFor } from './i18n';
import { RELEASE_DELAY_DAYS } from '@shared/tiers';
import { EPISODES_NS } from './namespaces/episodes';
import { resources } from './resources';

/** Every namespace file (`namespaces/<name>.<language>.ts`), by language and namespace. */
const namespaceFiles = import.meta.glob<Record<string, object>>('./namespaces/*.{en,ar}.ts', {
  eager: true,
});
const editions: Record<'en' | 'ar', Record<string, object>> = {
  en: { ...resources.en },
  ar: { ...resources.ar },
};
for (const [path, module] of Object.entries(namespaceFiles)) {
  const [, name, language] = /\/(\w+)\.(en|ar)\.ts$/.exec(path) ?? [];
  if (name && (language === 'en' || language === 'ar')) editions[language][name] = module[name];
}
const { en, ar } = editions;

/** Every key of a message tree, dotted; plural forms folded onto their base key. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value as object, `${prefix}${key}.`),
  );
}
const unique = (list: string[]) => [...new Set(list)].sort();
const placeholders = (text: string) => unique(text.match(/\{\{\w+\}\}/g) ?? []);

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('the two editions’ messages', () => {
  it('cover every namespace, the page namespaces in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(
      [
        'translation',
        'about',
        'admin',
        'account',
        'academy',
        'billing',
        'commerce',
        'dubai',
        'episodes',
        'mail',
        'mailAccount',
        'offline',
        'partnerPortal',
        'meta',
        'reader',
        'episodeGate',
        'readerFind',
        'emailLists',
        'heroes',
        'sponsor',
      ].sort(),
    );
    for (const [name, texts] of Object.entries(ar)) expect(texts, name).toBeTypeOf('object');
  });

  it('have the same keys in English and Arabic', () => {
    expect(unique(keys(ar))).toEqual(unique(keys(en)));
  });

  it('fill only placeholders the English text has, and every name and title it has', () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(ar)) {
      const base = english.get(key) ?? english.get(key.replace(/_\w+$/, '_other')) ?? '';
      // Arabic may spell a number out ("حرفين", "قصتان"); it may not drop a name or add a value.
      for (const name of placeholders(text)) expect(placeholders(base), key).toContain(name);
      for (const name of placeholders(base).filter((n) => !/count|min|max|number/.test(n))) {
        expect(placeholders(text), key).toContain(name);
      }
    }
  });

  it('leave no Arabic text empty or in English letters only, apart from names', () => {
    const latinAllowed = new Set([
      'translation.layout.switchLanguage',
      'translation.layout.offer.decline',
      // Key caps keep their printed names on an Arabic keyboard.
      'reader.keys.home',
      'reader.keys.end',
      'reader.keys.escape',
    ]);
    for (const [key, text] of leaves(ar)) {
      expect(text.trim(), key).not.toBe('');
      if (!latinAllowed.has(key) && /[A-Za-z]{3,}/.test(text.replace(/\{\{\w+\}\}/g, ''))) {
        expect(text, key).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('uses the Arabic plural forms', () => {
    const ar = i18nFor('ar').t;
    const en = i18nFor('en').t;
    expect(en('comics.shown', { count: 1 })).toBe('1 comic shown');
    expect(en('comics.shown', { count: 2 })).toBe('2 comics shown');
    expect(ar('comics.shown', { count: 0 })).toBe('لا توجد قصص معروضة');
    expect(ar('comics.shown', { count: 1 })).toBe('قصة واحدة معروضة');
    expect(ar('comics.shown', { count: 2 })).toBe('قصتان معروضتان');
    expect(ar('comics.shown', { count: 5 })).toBe('5 قصص معروضة');
    expect(ar('comics.shown', { count: 11 })).toBe('11 قصة معروضة');
  });
});

describe('texts that state a rule', () => {
  it('say the FREE delay from RELEASE_DELAY_DAYS, in Arabic with its plural forms', () => {
    const en = i18nFor('en').getFixedT('en', EPISODES_NS);
    const ar = i18nFor('ar').getFixedT('ar', EPISODES_NS);
    expect(en('shelfIntro', { count: RELEASE_DELAY_DAYS.FREE })).toBe(
      `Guardians of Dubai continues on the server: members read new episodes on release day, free members ${RELEASE_DELAY_DAYS.FREE} days later.`,
    );
    expect(en('shelfIntro', { count: 1 })).toMatch(/free members 1 day later\.$/);
    expect(ar('shelfIntro', { count: 7 })).toMatch(/بعد 7 أيام\.$/);
    expect(ar('shelfIntro', { count: 2 })).toMatch(/بعد يومين\.$/);
    expect(ar('shelfIntro', { count: 14 })).toMatch(/بعد 14 يومًا\.$/);
  });
});

describe('Intl formatting', () => {
  it('formats numbers, percentages, dates, prices and durations per edition', () => {
    expect(formatNumber(2400, 'en')).toBe('2,400');
    expect(formatNumber(2400, 'ar')).toBe('2,400');
    expect(formatPercent(67, 'en')).toBe('67%');
    expect(formatPercent(67, 'ar')).toMatch(/^67\u200e?%\u200e?$/);
    expect(formatDate('2026-01-05T10:00:00Z', 'en')).toBe('January 5, 2026');
    expect(formatDate('2026-01-05T10:00:00Z', 'ar')).toBe('5 يناير 2026');
    expect(formatPrice(2400, 'en')).toBe('AED 2,400');
    expect(formatPrice(2400, 'ar')).toMatch(/2,400.*د\.إ/);
    expect(formatDuration(10, 'week', 'en')).toBe('10 weeks');
    expect(formatDuration(10, 'week', 'ar')).toBe('10 أسابيع');
    expect(formatDuration(1, 'week', 'ar')).not.toBe(formatDuration(10, 'week', 'ar'));
  });

  it('writes whole numbers and percentages exactly as Intl does, with or without it', () => {
    for (const language of ['en', 'ar'] as const) {
      const locale = language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US';
      const number = new Intl.NumberFormat(locale);
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
      for (let value = 0; value <= 1200; value += 1)
        expect(formatNumber(value, language), `${value}`).toBe(number.format(value));
      for (const value of [-3, 2.5, 12_345.75])
        expect(formatNumber(value, language)).toBe(number.format(value));
      for (let value = 0; value <= 100; value += 0.5)
        expect(formatPercent(value, language), `${value}%`).toBe(percent.format(value / 100));
    }
  });

  it('writes prices in dirhams and fils exactly as Intl does, and other amounts with Intl', () => {
    for (const language of ['en', 'ar'] as const) {
      const intl = (value: number, currency = 'AED') =>
        new Intl.NumberFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US', {
          style: 'currency',
          currency,
          currencyDisplay: language === 'ar' ? 'symbol' : 'code',
          maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
        })
          .format(value)
          .replace(/\u00a0/g, ' ');
      const values = [0, 9, 29, 99, 100, 999, 1000, 2400, 12_000, 99_999, 1_234_567, 2 ** 40];
      for (let value = 0; value <= 3000; value += 13) values.push(value);
      for (const value of values)
        expect(formatPrice(value, language), `${value}`).toBe(intl(value));
      for (const value of [12.5, 2400.75, 2.33, 2.3, 0.05, 1234.05, 9.99, 470.48])
        expect(formatPrice(value, language), `${value}`).toBe(intl(value));
      expect(formatPrice(1 / 3, language)).toBe(intl(1 / 3));
      expect(formatPrice(49, language, 'USD')).toBe(intl(49, 'USD'));
    }
  });
});
