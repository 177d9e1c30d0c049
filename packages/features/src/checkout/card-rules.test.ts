import { DEMO_DECLINED_CARD } from '@locperf/mocks';
import { describe, expect, it } from 'vitest';
import { DEMO_CARDS, passesLuhn, validCvc, validExpiry } from './card-rules';

describe('demo card checks', () => {
  it('accepts the test cards and rejects a mistyped number (Luhn)', () => {
    for (const card of Object.values(DEMO_CARDS)) expect(passesLuhn(card)).toBe(true);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('abcd')).toBe(false);
  });

  it('declines the card the mock bank declines', () => {
    expect(DEMO_CARDS.declined).toBe(DEMO_DECLINED_CARD);
  });

  it('checks the expiry against the current month', () => {
    const now = new Date(2026, 10, 22);
    expect(validExpiry('11/26', now)).toBe(true);
    expect(validExpiry('10/26', now)).toBe(false);
    expect(validExpiry('13/30', now)).toBe(false);
    expect(validExpiry('01/2030', now)).toBe(true);
    expect(validExpiry('0130', now)).toBe(false);
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(validCvc('123')).toBe(true);
    expect(validCvc('1234')).toBe(true);
    expect(validCvc('12')).toBe(false);
    expect(validCvc('12a')).toBe(false);
  });
});
