import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatPrice } from './format';

describe('formatPrice (spec section 9)', () => {
  it('formats minor units in the German locale', () => {
    // Intl uses a no-break space before the currency sign.
    expect(formatPrice(4900, 'EUR').replace(/\s/g, ' ')).toBe('49,00 €');
    expect(formatPrice(123456, 'EUR').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatPrice(0, 'EUR').replace(/\s/g, ' ')).toBe('0,00 €');
  });
});

describe('formatDateTime', () => {
  const instant = '2026-03-01T23:30:00Z';

  it("shows the instant in the user's time zone", () => {
    const options = { dateStyle: 'short', timeStyle: 'short' } as const;
    expect(formatDateTime(instant, 'de', 'Europe/Berlin', options)).toBe('02.03.26, 00:30');
    expect(formatDateTime(instant, 'en', 'America/New_York', options)).toBe('3/1/26, 6:30 PM');
  });

  it('falls back instead of throwing for an unknown zone or an invalid date', () => {
    expect(formatDateTime(instant, 'fr', 'Mars/Olympus_Mons')).not.toBe('');
    expect(formatDateTime('not a date', 'fr', 'Europe/Paris')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('keeps a long date on one line in each locale (no breaking space inside)', () => {
    const instant = '2026-12-17T10:00:00Z';
    expect(formatLongDate(instant, 'de', 'Europe/Berlin')).toBe('17.\u00a0Dezember\u00a02026');
    expect(formatLongDate(instant, 'fr', 'Europe/Berlin')).toBe('17\u00a0décembre\u00a02026');
    expect(formatLongDate(instant, 'en', 'Europe/Berlin')).toBe('December\u00a017,\u00a02026');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
