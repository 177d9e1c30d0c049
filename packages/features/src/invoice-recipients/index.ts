export { InvoiceRecipients, RecipientAddress } from './invoice-recipients';
export type { InvoiceRecipientsProps } from './invoice-recipients';
export { InvoiceRecipientForm } from './recipient-form';
export type { InvoiceRecipientFormProps } from './recipient-form';
export { InvoiceRecipientPicker } from './recipient-picker';
export type { InvoiceRecipientPickerProps } from './recipient-picker';
export {
  EMPTY_RECIPIENT,
  toCustomerInput,
  toRecipientValues,
  validateRecipient,
} from './validation';
export type { RecipientValues } from './validation';
