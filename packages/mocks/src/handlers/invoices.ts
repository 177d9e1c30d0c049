import type { HttpHandler } from 'msw';
import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { invoicePdfDataUrl, type PdfInvoice } from '../invoice-pdf';
import { mockDb as db } from '../state';
import { eq, failure, findInOrganization, ok, type Route } from './shared';
import { requestLanguage } from './shop';

/** A stored invoice as the contract returns it, its PDF in the request's language (issue 19, "Trust in every action"). */
function withPdf(json: string, request: Request) {
  const invoice = JSON.parse(json) as PdfInvoice;
  return { ...invoice, pdfUrl: invoicePdfDataUrl(invoice, requestLanguage(request)) };
}

/** Invoices of the organization. */
export function invoiceHandlers(r: Route): HttpHandler[] {
  return [
    r(listInvoices, ({ params, request }) =>
      ok(
        db.invoice
          .findMany({
            where: { organizationId: eq(params.organizationId ?? '') },
            orderBy: { createdAt: 'desc' },
          })
          .map((i) => withPdf(i.json, request)),
      ),
    ),
    r(getInvoice, (ctx) => {
      const invoice = findInOrganization(db.invoice, ctx, 'invoiceId');
      return invoice
        ? ok(withPdf(invoice.json, ctx.request))
        : failure(404, 'Not Found', 'invoice.load_failed');
    }),
  ];
}
