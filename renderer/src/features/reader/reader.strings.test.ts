import { describe, expect, it } from 'vitest';
import { interpolate, plural, READER_STRINGS } from './reader.strings';

/** Every key of a nested table, as i18next names them ("fit.page"). */
const keysOf = (table: object, prefix = ''): string[] =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('reader strings', () => {
  it('has every English text in Arabic too, with the same {{places}}, and only strings', () => {
    const en = keysOf(READER_STRINGS.en).filter((key) => !key.startsWith('reads_'));
    const ar = new Set(keysOf(READER_STRINGS.ar));
    for (const key of en) expect(ar.has(key), key).toBe(true);
    const lookup = (table: object, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
    for (const key of en) {
      const english = lookup(READER_STRINGS.en, key);
      const arabic = lookup(READER_STRINGS.ar, key);
      expect(typeof english).toBe('string');
      expect(placesOf(arabic as string), key).toEqual(placesOf(english as string));
    }
  });

  it('fills {{places}} and picks plural forms by the language rules', () => {
    expect(interpolate(READER_STRINGS.en.pageOf, { page: 3, total: 6 })).toBe('Page 3 of 6');
    expect(interpolate(READER_STRINGS.ar.pageOf, { page: 3, total: 6 })).toBe('الصفحة 3 من 6');
    expect(interpolate('{{missing}} stays', {})).toBe('{{missing}} stays');
    expect([0, 1, 2].map((n) => plural('en', 'reads', n))).toEqual([
      '0 reads',
      '1 read',
      '2 reads',
    ]);
    expect([1, 2, 3, 11].map((n) => plural('ar', 'reads', n))).toEqual([
      'قراءة واحدة',
      'قراءتان',
      '3 قراءات',
      '11 قراءة',
    ]);
  });
});
