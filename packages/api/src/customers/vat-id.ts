import * as z from 'zod/mini';

/**
 * EU VAT identification numbers per country prefix, as the EU's VIES service checks their
 * format (Greece uses EL, Northern Ireland XI). Only the format: whether the number is
 * registered is the backend's question.
 */
export const vatIdPatterns: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** A VAT ID as stored: upper case, without spaces, dots or dashes ("de 123.456.789" → "DE123456789"). */
export function normaliseVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether a VAT ID has the format of its EU country prefix. */
export function isValidVatId(value: string): boolean {
  const normalised = normaliseVatId(value);
  const pattern = vatIdPatterns[normalised.slice(0, 2)];
  return pattern !== undefined && pattern.test(normalised.slice(2));
}

/**
 * The optional VAT ID of an invoice recipient: empty, or an EU VAT ID in its country's format
 * (message key `validation.vat_id`). The form checks it while typing and the mock's 422 uses it.
 */
export const vatIdSchema = z
  .string()
  .check(z.refine((v) => v.trim() === '' || isValidVatId(v), 'validation.vat_id'));
