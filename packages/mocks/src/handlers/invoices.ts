import type { HttpHandler } from 'msw';
import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { mockDb as db } from '../state';
import { eq, failure, findInOrganization, ok, type Route } from './shared';

/** Invoices of the organization. */
export function invoiceHandlers(r: Route): HttpHandler[] {
  return [
    r(listInvoices, ({ params }) =>
      ok(
        db.invoice
          .findMany({
            where: { organizationId: eq(params.organizationId ?? '') },
            orderBy: { createdAt: 'desc' },
          })
          .map((i) => JSON.parse(i.json) as unknown),
      ),
    ),
    r(getInvoice, (ctx) => {
      const invoice = findInOrganization(db.invoice, ctx, 'invoiceId');
      return invoice
        ? ok(JSON.parse(invoice.json))
        : failure(404, 'Not Found', 'invoice.load_failed');
    }),
  ];
}
