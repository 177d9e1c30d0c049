/**
 * Spec section 9: currency is formatted in the German locale, with amounts in minor units
 * divided by 100, whatever the interface language.
 */
export function formatPrice(minorUnits: number, currency: string): string {
  return cached(
    `price|${currency}`,
    () => new Intl.NumberFormat('de-DE', { style: 'currency', currency }),
  ).format(minorUnits / 100);
}

/**
 * Formatters by locale and options. Building an `Intl` formatter costs far more than using one
 * (about 2 ms each on a 4x throttled phone with a time zone): the inbox's first 50 rows built
 * two each, 35 ms of a phone's first render (issue 14, profile of /reviews). Few keys exist (the
 * three locales, a few styles, the user's one time zone), so the cache stays small.
 */
const formatters = new Map<string, { format(value: number | Date): string }>();

function cached<F extends { format(value: number | Date): string }>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Dates and times in the interface language and the user's time zone (issue 5, Locales).
 * An unknown time zone falls back to the browser's, never an exception.
 */
export function formatDateTime(
  value: Date | string | number,
  locale: string,
  timeZone?: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached(`date|${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(locale, options);
    }
  }).format(date);
}

/** A formatted date or number that a narrow line never breaks inside: its spaces no-break. */
export function keepTogether(text: string): string {
  return text.replace(/\s/g, '\u00a0');
}

/**
 * A long date for running text ("17. Dezember 2026", "December 17, 2026"), with no-break spaces
 * so a narrow screen never wraps it inside ("17. / Dezember 2026" on a phone, owner trial 6).
 */
export function formatLongDate(value: Date | string | number, locale: string, timeZone?: string) {
  return keepTogether(formatDateTime(value, locale, timeZone, { dateStyle: 'long' }));
}
