/**
 * Postal codes per country for invoice recipients (spec section 5: "Please enter a valid postal
 * code"). Checkout, the invoice-recipient settings and the mock backend share these rules, so a
 * code the form accepts is never refused by the server for its shape.
 */
export const postalCodePatterns: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  FR: /^\d{5}$/,
  LU: /^(?:L-?)?\d{4}$/i,
  BE: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  DK: /^\d{4}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

/** Countries the invoice-recipient forms offer, the DACH region and neighbours first. */
export const invoiceCountries = [
  'DE',
  'AT',
  'CH',
  'FR',
  'LU',
  'BE',
  'NL',
  'LI',
  'DK',
  'IT',
  'ES',
  'PL',
  'GB',
] as const;

/**
 * Whether `zipCode` is a valid postal code of `country` (ISO 3166-1 alpha-2). Countries without a
 * known pattern accept 2 to 10 letters, digits, spaces and dashes.
 */
export function isValidPostalCode(country: string, zipCode: string): boolean {
  const value = zipCode.trim();
  const pattern = postalCodePatterns[country.toUpperCase()];
  return pattern ? pattern.test(value) : /^[A-Z\d][A-Z\d -]{1,9}$/i.test(value);
}
