import { describe, expect, it } from 'vitest';
import { confirmCheckoutSession, createCheckoutSession } from '@locperf/api/checkout';
import { getInvoice, listInvoices, type Invoice } from '@locperf/api/invoices';
import { DEMO_ACCOUNTS, DEMO_PROMO_CODES } from './db';
import { readInvoicePdf } from './invoice-pdf';
import { call, newClient, org, setupMockBackend } from './mock-test-support';

setupMockBackend();

/** The trial's cart (issue 19, "Trust in every action"): 2 × Review Responder (plus VAT) and 3 × Review Booster (incl. VAT). */
const mixedCart = [
  { priceId: 'price_responder_monthly', locations: ['loc-3', 'loc-4'] },
  { priceId: 'price_booster_monthly', locations: ['loc-1', 'loc-2', 'loc-3'] },
];

/** Buys the mixed cart with the demo promo code, joining the active subscription of cust-1. */
async function buyMixedCart(locale = 'en') {
  const client = newClient({ getLocale: () => locale });
  expect(await client.auth.signIn(DEMO_ACCOUNTS.owner)).toBe(true);
  const session = await call(client, createCheckoutSession, {
    body: {
      organizationId: org.organizationId,
      customerId: 'cust-1',
      cartItems: mixedCart,
      promoCode: DEMO_PROMO_CODES.valid,
      returnUrl: '/shop',
    },
    headers: { 'Idempotency-Key': `invoice-${locale}` },
  });
  await call(client, confirmCheckoutSession, {
    params: { sessionId: session.id },
    body: { paymentMethodId: '4242424242424242' },
  });
  const [listed] = await call(client, listInvoices, { params: org });
  const invoice = await call(client, getInvoice, {
    params: { ...org, invoiceId: listed?.id ?? '' },
  });
  return { preview: session.invoice, invoice };
}

const linesLessDiscount = (invoice: Invoice) =>
  invoice.lines.reduce((sum, line) => sum + line.gross, 0) - invoice.discount;

describe('invoices add up (issue 19, "Trust in every action")', () => {
  it('states every preview line with VAT, so the lines less the discount are the monthly amount', async () => {
    const { preview } = await buyMixedCart();
    expect(preview.lines.map((l) => [l.taxBehavior, l.amount, l.gross])).toEqual([
      ['exclusive', 5800, 6902],
      ['inclusive', 5700, 5700],
    ]);
    expect(preview.discount).toBeGreaterThan(0);
    expect(linesLessDiscount(preview)).toBe(preview.payable);
    expect(preview.net + preview.vat).toBe(preview.payable);
  });

  it('issues the pro-rata invoice with the net, VAT and lines of the amount charged', async () => {
    const { preview, invoice } = await buyMixedCart();
    expect(invoice.proRata).not.toBeNull();
    expect(invoice.oneTimePayable).toBe(preview.proRata?.amount);
    expect(invoice.oneTimePayable).toBeLessThan(preview.payable);
    expect(linesLessDiscount(invoice)).toBe(invoice.oneTimePayable);
    expect(invoice.net + invoice.vat).toBe(invoice.oneTimePayable);
    expect(invoice.net).toBe(Math.round(invoice.oneTimePayable / 1.19));
    // The monthly amount of the next regular invoice stays stated apart.
    expect(invoice.payable).toBe(preview.payable);
    expect(invoice.periodStart).toBe(preview.proRata?.from);
    expect(invoice.periodEnd).toBe(preview.proRata?.to);
  });
});

describe('the invoice PDF carries the invoice, in the request language (issue 19, "Trust in every action")', () => {
  const euro = (amount: number) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'eur' }).format(amount / 100);

  it.each([
    [
      'de',
      'Rechnung',
      'Nettobetrag',
      'Enthaltene MwSt. (19\u00a0%)',
      'Rechnungsbetrag inkl. MwSt.',
    ],
    ['fr', 'Facture', 'Montant HT', 'TVA incluse (19\u00a0%)', 'Total TTC'],
    ['en', 'Invoice', 'Net amount', 'VAT (19%), included', 'Total incl. VAT'],
  ])('%s', async (locale, title, net, vat, total) => {
    const { invoice } = await buyMixedCart(locale);
    const text = readInvoicePdf(invoice.pdfUrl ?? '');
    expect(text[0]).toBe(`${title} ${invoice.number}`);
    const day = (value: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(value),
      );
    const all = text.join('\n');
    expect(all).toContain(day(invoice.periodStart ?? ''));
    expect(all).toContain(day(invoice.periodEnd ?? ''));
    for (const line of invoice.lines) {
      expect(all).toMatch(
        new RegExp(`${line.name} × ${line.quantity}.*: ${euro(line.gross).replace(/\s/g, '\\s')}`),
      );
    }
    expect(text).toContain(`${net}: ${euro(invoice.net)}`);
    expect(text).toContain(`${vat}: ${euro(invoice.vat)}`);
    expect(text).toContain(`${total}: ${euro(invoice.oneTimePayable)}`);
  });
});
