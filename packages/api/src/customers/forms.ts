import * as z from 'zod/mini';
import { EMAIL_PATTERN, requiredText } from '../forms/rules';
import { isValidPostalCode } from './postal-code';
import { vatIdSchema } from './vat-id';

/** Spec section 5: the texts of an invoice recipient stay under 100 characters. */
export const RECIPIENT_TEXT_MAX = 100;

/**
 * The invoice-recipient form and body (spec sections 3 and 5): every field but addressLine2 is
 * required, the email must look like one, the postal code must fit the country. The form checks
 * it while typing and the mock backend answers its 422 with it, so both give the same keys.
 */
export const recipientFormSchema = z
  .object({
    email: z.string().check(
      z.refine((v) => v.trim().length > 0, 'validation.required'),
      z.refine((v) => v.trim() === '' || EMAIL_PATTERN.test(v.trim()), 'validation.email'),
      z.maxLength(RECIPIENT_TEXT_MAX, 'validation.too_long.max'),
    ),
    companyOrName: requiredText(RECIPIENT_TEXT_MAX),
    addressLine1: requiredText(RECIPIENT_TEXT_MAX),
    addressLine2: z.optional(
      z.nullable(z.string().check(z.maxLength(RECIPIENT_TEXT_MAX, 'validation.too_long.max'))),
    ),
    city: requiredText(RECIPIENT_TEXT_MAX),
    zipCode: requiredText(RECIPIENT_TEXT_MAX),
    /** ISO 3166-1 alpha-2 country code. */
    country: requiredText(RECIPIENT_TEXT_MAX),
    /** Optional EU VAT ID, e.g. DE123456789. */
    vatId: z.optional(z.nullable(vatIdSchema)),
  })
  .check(
    z.refine(
      (v) =>
        typeof v.zipCode !== 'string' ||
        typeof v.country !== 'string' ||
        v.zipCode.trim() === '' ||
        v.country.trim() === '' ||
        isValidPostalCode(v.country.trim(), v.zipCode.trim()),
      // Runs while other fields are still invalid, so the postal code shows its own message.
      { message: 'validation.zip_code', path: ['zipCode'], when: () => true },
    ),
  );
export type RecipientForm = z.infer<typeof recipientFormSchema>;
