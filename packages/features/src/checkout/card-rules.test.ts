import { DEMO_DECLINED_CARD } from '@locperf/mocks';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CARDS,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  validCvc,
  validExpiry,
} from './card-rules';

describe('demo card checks', () => {
  it('accepts the test cards and rejects a mistyped number (Luhn)', () => {
    for (const card of Object.values(DEMO_CARDS)) expect(passesLuhn(card)).toBe(true);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('abcd')).toBe(false);
  });

  it('groups a card number in fours as it is typed, digits only, at most 19', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    // Pasted with dashes or spaces, or grouped already: the same grouping.
    expect(formatCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(passesLuhn(formatCardNumber(DEMO_CARDS.success))).toBe(true);
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
    expect(validExpiry('0130', now)).toBe(true);
    expect(validExpiry('1229', now)).toBe(true);
    expect(validExpiry('1025', now)).toBe(false);
  });

  it('formats the expiry as it is typed (MM/YY)', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('529')).toBe('05/29');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('12/2029')).toBe('12/29');
    expect(formatExpiry('ab')).toBe('');
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(validCvc('123')).toBe(true);
    expect(validCvc('1234')).toBe(true);
    expect(validCvc('12')).toBe(false);
    expect(validCvc('12a')).toBe(false);
  });
});
