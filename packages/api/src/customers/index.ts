export {
  createCustomer,
  customerInputSchema,
  customerSchema,
  deleteCustomer,
  listCustomers,
  toCustomerInput,
  updateCustomer,
  useCreateCustomer,
  useCustomers,
  useDeleteCustomer,
  useUpdateCustomer,
} from './customers';
export type { Customer, CustomerInput } from './customers';
export { invoiceCountries, isValidPostalCode, postalCodePatterns } from './postal-code';
export { RECIPIENT_TEXT_MAX, recipientFormSchema } from './forms';
export type { RecipientForm } from './forms';
export { isValidVatId, normaliseVatId, vatIdPatterns, vatIdSchema } from './vat-id';
