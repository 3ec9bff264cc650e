/**
 * Intl formatters, made once per locale and options and kept: making one loads its locale data
 * and costs far more than formatting (a page of countdowns would otherwise make dozens while it
 * starts).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  kept('plural', locale, options, () => new Intl.PluralRules(locale, options));

/**
 * A number as `locale` writes it with Western digits (en-US, ar-AE-u-nu-latn). A whole number
 * under 1,000 has no grouping in either, so it is written without Intl: a page's first number
 * formatter loads Intl's number data, which costs a phone more than the rest of the page's start
 * scripts (tests hold this to Intl).
 */
export const formatWhole = (value: number, locale: string): string =>
  Number.isInteger(value) && value >= 0 && value < 1000
    ? String(value)
    : numberFormat(locale).format(value);
