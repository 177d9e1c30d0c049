export {
  getInvoice,
  invoiceLineSchema,
  invoiceSchema,
  listInvoices,
  proRataSchema,
  useInvoice,
  useInvoices,
} from './invoices';
export type { Invoice, ProRata } from './invoices';
