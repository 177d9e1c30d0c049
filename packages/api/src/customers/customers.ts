import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { emptySchema } from '../common/schemas';
import { useApiMutation, useApiQuery } from '../react/use-api';
import { normaliseVatId } from './vat-id';

/** Invoice recipient fields (spec section 3); addressLine2 is optional (spec section 5). */
export const customerInputSchema = z.object({
  email: z.string(),
  companyOrName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.optional(z.nullable(z.string())),
  city: z.string(),
  zipCode: z.string(),
  /** ISO 3166-1 alpha-2 country code. */
  country: z.string(),
  /** Optional EU VAT ID (format per country, see `vatIdSchema`); null or absent for none. */
  vatId: z.optional(z.nullable(z.string())),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** Invoice recipient (customer) as stored. */
export const customerSchema = z.extend(z.looseObject(customerInputSchema.shape), {
  id: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const base = '/organizations/{organizationId}/customers' as const;

export const listCustomers = defineEndpoint({
  id: 'listCustomers',
  method: 'GET',
  path: base,
  tag: 'customers',
  summary: 'Invoice recipients',
  response: z.array(customerSchema),
});

export const createCustomer = defineEndpoint({
  id: 'createCustomer',
  method: 'POST',
  path: base,
  tag: 'customers',
  summary: 'Add an invoice recipient',
  body: customerInputSchema,
  rules: async () => [(await import('./forms')).recipientFormSchema],
  response: customerSchema,
  errors: [422],
});

export const updateCustomer = defineEndpoint({
  id: 'updateCustomer',
  method: 'PUT',
  path: `${base}/{customerId}`,
  tag: 'customers',
  summary: 'Change an invoice recipient',
  body: customerInputSchema,
  rules: async () => [(await import('./forms')).recipientFormSchema],
  response: customerSchema,
  errors: [404, 422],
});

export const deleteCustomer = defineEndpoint({
  id: 'deleteCustomer',
  method: 'DELETE',
  path: `${base}/{customerId}`,
  tag: 'customers',
  summary: 'Remove an invoice recipient (409 while a subscription uses it)',
  response: emptySchema,
  errors: [404, 409],
});

/** The invoice recipients. */
export const useCustomers = (organizationId: string | null) =>
  useApiQuery(listCustomers, organizationId ? { params: { organizationId } } : null);
const changed = { invalidates: ['/organizations'] } as const;
/** Adds an invoice recipient; a 422 carries violations per field. */
export const useCreateCustomer = () => useApiMutation(createCustomer, changed);
/** Changes an invoice recipient. */
export const useUpdateCustomer = () => useApiMutation(updateCustomer, changed);
/** Removes an invoice recipient. */
export const useDeleteCustomer = () => useApiMutation(deleteCustomer, changed);

/**
 * A recipient as it is sent and stored (spec section 5): texts trimmed, an empty addressLine2 or
 * VAT ID as null, the VAT ID without spaces, dots or dashes. The form sends it so, and the mock
 * backend stores what it receives so; anything not a string counts as empty.
 */
export function toCustomerInput(
  values: Partial<Record<keyof CustomerInput, unknown>>,
): CustomerInput {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const line2 = text(values.addressLine2);
  const vatId = normaliseVatId(text(values.vatId));
  return {
    email: text(values.email),
    companyOrName: text(values.companyOrName),
    addressLine1: text(values.addressLine1),
    addressLine2: line2 === '' ? null : line2,
    city: text(values.city),
    zipCode: text(values.zipCode),
    country: text(values.country),
    vatId: vatId === '' ? null : vatId,
  };
}
