import type { CustomerInput } from '@locperf/api/customers';
import { recipientFormSchema } from '@locperf/api/customers';
import { formViolations } from '@locperf/api/forms';

/** Form values of an invoice recipient; every field a string while typing. */
export type RecipientValues = {
  email: string;
  companyOrName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  zipCode: string;
  country: string;
  /** Optional EU VAT ID; empty for none. */
  vatId: string;
};

export const EMPTY_RECIPIENT: RecipientValues = {
  email: '',
  companyOrName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  zipCode: '',
  country: 'DE',
  vatId: '',
};

/**
 * Field errors as server-message keys (spec section 5), under the recipient schema of
 * `@locperf/api/customers` that the server applies too: the first message per field.
 */
export function validateRecipient(
  values: RecipientValues,
): Partial<Record<keyof RecipientValues, string>> {
  const errors: Partial<Record<keyof RecipientValues, string>> = {};
  for (const violation of formViolations(recipientFormSchema, values)) {
    errors[violation.propertyPath as keyof RecipientValues] ??= violation.key;
  }
  return errors;
}

/** The request body: trimmed, an empty addressLine2 or VAT ID as null (the contract's rule). */
export { toCustomerInput } from '@locperf/api/customers';

/** Form values of a stored recipient. */
export function toRecipientValues(input: CustomerInput): RecipientValues {
  return {
    email: input.email,
    companyOrName: input.companyOrName,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? '',
    city: input.city,
    zipCode: input.zipCode,
    country: input.country,
    vatId: input.vatId ?? '',
  };
}
