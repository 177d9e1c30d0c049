import { describe, expect, it, vi } from 'vitest';
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
  it('builds one formatter per locale, zone and style, not one per call (issue 14)', () => {
    const Original = Intl.DateTimeFormat;
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as typeof Original);
    try {
      const zone = 'Asia/Kathmandu';
      const first = formatDateTime('2026-01-01T00:00:00Z', 'de', zone);
      const second = formatDateTime('2026-06-01T12:00:00Z', 'de', zone);
      expect(spy).toHaveBeenCalledTimes(1);
      // Each call still formats its own instant in the zone (Kathmandu is UTC+5:45).
      expect(first).toBe('01.01.2026, 05:45');
      expect(second).toBe('01.06.2026, 17:45');
      expect(formatDateTime('2026-01-01T00:00:00Z', 'fr', zone)).toBe('1 janv. 2026, 05:45');
      expect(formatDateTime('2026-01-01T00:00:00Z', 'de', 'UTC')).toBe('01.01.2026, 00:00');
      expect(formatLongDate('2026-01-01T00:00:00Z', 'de', zone)).toBe('1.\u00a0Januar\u00a02026');
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      spy.mockRestore();
    }
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
