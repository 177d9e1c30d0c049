import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { dateTimeSchema } from '../common/schemas';
import { useApiQuery } from '../react/use-api';

/**
 * The pro-rata intermediate invoice (spec section 4, Subscription): added products or locations
 * are charged to the second until the next billing interval (spec section 9).
 */
export const proRataSchema = z.looseObject({
  from: dateTimeSchema,
  to: dateTimeSchema,
  /** Seconds charged. */
  seconds: z.number(),
  /** Seconds of the whole billing period. */
  periodSeconds: z.number(),
  /** Minor units. */
  amount: z.number(),
});
export type ProRata = z.infer<typeof proRataSchema>;

/**
 * One invoice line. Prices are either net ("plus VAT") or gross ("incl. VAT"); `gross` states
 * every line with VAT, so the lines less the discount add up to the amount payable (issue 19, "Trust in every action").
 */
export const invoiceLineSchema = z.looseObject({
  priceId: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** The price per unit as listed, net or gross as `taxBehavior` says. */
  unitAmount: z.number(),
  /** Whether `unitAmount` and `amount` include VAT (spec section 3, Product). */
  taxBehavior: z.enum(['inclusive', 'exclusive', 'unspecified']),
  /** `unitAmount × quantity` as listed (pro-rated on a pro-rata invoice). */
  amount: z.number(),
  /** The line with VAT, minor units (pro-rated on a pro-rata invoice). */
  gross: z.number(),
});

/**
 * Invoice (spec section 3). Amounts are minor units (cents). A preview states the monthly
 * invoice and the one-time pro-rata amount; an issued pro-rata invoice states what it charged:
 * its lines, discount, net amount and VAT are pro-rated and add up to `oneTimePayable`, while
 * `payable` stays the monthly amount of the next regular invoice (issue 19, "Trust in every action").
 */
export const invoiceSchema = z.looseObject({
  id: z.optional(z.string()),
  currency: z.string(),
  lines: z.array(invoiceLineSchema),
  /** Net amount of the amount payable (of the amount charged, once issued). */
  net: z.number(),
  /** Included VAT of the same amount. */
  vat: z.number(),
  vatRate: z.number(),
  /** Discount with VAT, taken off the lines' gross sum. */
  discount: z.number(),
  /** Payable per billing interval. */
  payable: z.number(),
  /** Payable once now (the pro-rata amount, spec section 4). */
  oneTimePayable: z.number(),
  proRata: z.nullable(proRataSchema),
  nextInvoiceDate: dateTimeSchema,
  createdAt: z.optional(dateTimeSchema),
  /** The invoice number, once issued (a preview has none). */
  number: z.optional(z.string()),
  /** The billed period, once issued. */
  periodStart: z.optional(dateTimeSchema),
  periodEnd: z.optional(dateTimeSchema),
  /** Where the issued invoice's PDF is downloaded (the payment provider's file). */
  pdfUrl: z.optional(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const base = '/organizations/{organizationId}/invoices' as const;

export const listInvoices = defineEndpoint({
  id: 'listInvoices',
  method: 'GET',
  path: base,
  tag: 'invoices',
  summary: 'Issued invoices, newest first',
  response: z.array(invoiceSchema),
});

export const getInvoice = defineEndpoint({
  id: 'getInvoice',
  method: 'GET',
  path: `${base}/{invoiceId}`,
  tag: 'invoices',
  summary: 'One invoice (message invoice.load_failed when it cannot be loaded)',
  response: invoiceSchema,
  errors: [404],
});

/** The organization's invoices. */
export const useInvoices = (organizationId: string | null) =>
  useApiQuery(listInvoices, organizationId ? { params: { organizationId } } : null);
/** One invoice. */
export const useInvoice = (organizationId: string | null, invoiceId: string | null) =>
  useApiQuery(
    getInvoice,
    organizationId && invoiceId ? { params: { organizationId, invoiceId } } : null,
  );
