import { dateTimeFormat, formatWhole, numberFormat } from '@shared/intl';
import type { Language } from '../language';

/**
 * The Intl locale of each edition. Arabic uses Western digits (as UAE and Gulf signage and
 * apps do), so numbers read the same in both editions and inside mixed Latin text.
 */
export const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' };

/** A whole or decimal number with the edition's grouping: 2,400 / 2,400. */
export const formatNumber = (value: number, language: Language): string =>
  formatWhole(value, LOCALES[language]);

/**
 * A percentage of 0-100: 67% / 67‎%‎ (Intl marks the Arabic sign left to right). A whole
 * percentage is written without Intl, as Intl writes it (see formatWhole).
 */
export const formatPercent = (percent: number, language: Language): string =>
  Number.isInteger(percent) && percent >= 0 && percent <= 100
    ? language === 'ar'
      ? `${percent}\u200e%\u200e`
      : `${percent}%`
    : numberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(
        percent / 100,
      );

/** A calendar date, the same on every machine (UTC): January 5, 2026 / 5 يناير 2026. */
export const formatDate = (iso: string | Date, language: Language): string =>
  dateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(typeof iso === 'string' ? new Date(iso) : iso);

/** Western digits grouped by thousands, as en-US and ar-AE-u-nu-latn write a whole number. */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An amount in a currency (AED by default): AED 2,400 / ‏2,400 د.إ.‏, AED 2.33. An amount of
 * dirhams in whole fils (every plan's price, its VAT, an invoice) is written without Intl, exactly
 * as Intl writes it (tests hold this to Intl): the first currency formatter a page makes loads
 * Intl's number data, which cost the Arabic plans page 16 to 73 ms of one task while it started
 * (measured in Chromium).
 */
export const formatPrice = (amount: number, language: Language, currency = 'AED'): string => {
  const fils = Math.round(amount * 100);
  const inFils = Math.abs(fils - amount * 100) < 1e-6;
  if (currency !== 'AED' || !Number.isSafeInteger(fils) || fils < 0 || !inFils) {
    return currencyWithIntl(amount, language, currency);
  }
  const whole = grouped(Math.floor(fils / 100));
  const written = fils % 100 === 0 ? whole : `${whole}.${String(fils % 100).padStart(2, '0')}`;
  return language === 'ar' ? `\u200f${written} د.إ.\u200f` : `AED ${written}`;
};

const currencyWithIntl = (amount: number, language: Language, currency: string): string =>
  numberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: language === 'ar' ? 'symbol' : 'code',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  })
    .format(amount)
    // Intl writes "AED 2,400" with a no-break space; the site's texts use a plain one.
    .replace(/\u00a0/g, ' ');

/** A span of time in one unit: 10 weeks / 10 أسابيع, 5 min / 5 دقائق. */
export const formatDuration = (
  amount: number,
  unit: 'minute' | 'hour' | 'day' | 'week' | 'month',
  language: Language,
): string =>
  numberFormat(LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(amount);
