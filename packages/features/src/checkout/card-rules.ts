/** Card checks of the demo payment adapter. */

/** The digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Groups a card number in fours as it is typed (`4242424242424242` becomes
 * `4242 4242 4242 4242`), as it is printed on the card, so a mistyped digit is easy to spot.
 * Only digits are kept, at most 19 (the longest card numbers).
 */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats an expiry as it is typed: `1229` becomes `12/29`, `5` becomes `05`, and the slash
 * appears once the month is complete, so typing the digits alone always works.
 */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '');
  // A first digit above 1 can only be a one-digit month.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  // A pasted or autofilled MM/YYYY keeps its year: 12/2029 becomes 12/29.
  if (digits.length === 6) digits = `${digits.slice(0, 2)}${digits.slice(4)}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** `MM/YY` (or `MM/YYYY`) not before the current month; `MMYY` without the slash too. */
export function validExpiry(value: string, now: Date = new Date()): boolean {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= current;
}

/** Three digits, or four (American Express style). */
export function validCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/**
 * Test cards of the demo adapter, as Stripe's: one that succeeds, one the (mock) bank declines
 * and one that needs an extra authentication step first.
 */
export const DEMO_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002760003184',
} as const;
