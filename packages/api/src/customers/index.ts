export {
  createCustomer,
  customerInputSchema,
  customerSchema,
  deleteCustomer,
  listCustomers,
  updateCustomer,
  useCreateCustomer,
  useCustomers,
  useDeleteCustomer,
  useUpdateCustomer,
} from './customers';
export type { Customer, CustomerInput } from './customers';
export { invoiceCountries, isValidPostalCode, postalCodePatterns } from './postal-code';
