/**
 * Spec section 9: currency is formatted in the German locale, with amounts in minor units
 * divided by 100, whatever the interface language.
 */
export function formatPrice(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(minorUnits / 100);
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
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/**
 * A long date for running text ("17. Dezember 2026", "December 17, 2026"), with no-break spaces
 * so a narrow screen never wraps it inside ("17. / Dezember 2026" on a phone, owner trial 6).
 */
export function formatLongDate(value: Date | string | number, locale: string, timeZone?: string) {
  return formatDateTime(value, locale, timeZone, { dateStyle: 'long' }).replace(/\s/g, '\u00a0');
}
