import { invoiceSchema } from '@locperf/api/invoices';
import { computeInvoice, type BillingProduct } from '@locperf/mocks';
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { InvoicePreview } from './invoice-preview';

/** The amount a de-DE currency text states, in minor units ("−1.234,56 €" → -123456). */
function minor(text: string): number {
  const digits = text.replace(/[^\d,−-]/g, '').replace(',', '');
  return (
    (digits.startsWith('−') || digits.startsWith('-') ? -1 : 1) *
    Number(digits.slice(digits.search(/\d/)))
  );
}

function renderPreview(invoice: unknown, locale = 'en') {
  return render(
    <IntlProvider locale={locale} defaultLocale="en" onError={() => {}}>
      <InvoicePreview invoice={invoiceSchema.parse(invoice)} aria-label="Invoice preview" />
    </IntlProvider>,
  );
}

/** The preview's rows as [label, amount] pairs, in order. */
function rows(): [string, string][] {
  const list = screen.getByLabelText('Invoice preview');
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']);
}

const productArb: fc.Arbitrary<BillingProduct> = fc.record({
  priceId: fc.constantFrom('p1', 'p2', 'p3'),
  name: fc.constantFrom('Review Responder', 'Review Booster', 'Extra'),
  type: fc.constant('t'),
  locationSelect: fc.boolean(),
  unitAmount: fc.integer({ min: 1, max: 50_000 }),
  currency: fc.constant('eur'),
  taxBehavior: fc.constantFrom('inclusive', 'exclusive'),
});

const cartArb = fc
  .uniqueArray(productArb, { selector: (p) => p.priceId, minLength: 1, maxLength: 3 })
  .chain((products) =>
    fc.record({
      products: fc.constant(products),
      quantities: fc.array(fc.integer({ min: 1, max: 9 }), {
        minLength: products.length,
        maxLength: products.length,
      }),
      promo: fc.option(
        fc.oneof(
          fc.record({ percentOff: fc.integer({ min: 1, max: 100 }), amountOff: fc.constant(null) }),
          fc.record({
            percentOff: fc.constant(null),
            amountOff: fc.integer({ min: 1, max: 5000 }),
          }),
        ),
      ),
    }),
  );

describe('InvoicePreview adds up (issue 19, "Trust in every action")', () => {
  it('states every line on one basis, so the shown lines less the discount are the shown amount payable, for any mix of tax behaviours', () => {
    fc.assert(
      fc.property(cartArb, ({ products, quantities, promo }) => {
        cleanup();
        const invoice = computeInvoice({
          items: products.map((p, i) => ({
            priceId: p.priceId,
            locations: Array.from({ length: quantities[i] ?? 1 }, (_, n) => `loc-${n}`),
          })),
          products,
          promo,
          now: new Date('2026-11-23T14:31:29Z'),
        });
        renderPreview(invoice);
        const shown = rows();
        const lines = shown.filter(([label]) => label.includes(' × '));
        const amount = (label: string) => minor(shown.find(([l]) => l === label)?.[1] ?? 'NaN');
        expect(lines).toHaveLength(products.length);
        const discount = amount('Discount');
        const payable = amount('Payable per month');
        expect(lines.reduce((sum, [, value]) => sum + minor(value), 0) + discount).toBe(payable);
        expect(amount('Net amount') + amount('VAT (19%), included in the amount payable')).toBe(
          payable,
        );
      }),
      { numRuns: 40 },
    );
  });

  it('reads the trial cart as 69,02 € + 57,00 €, not 58,00 € + 57,00 €', () => {
    renderPreview(
      computeInvoice({
        items: [
          { priceId: 'responder', locations: ['a', 'b'] },
          { priceId: 'booster', locations: ['a', 'b', 'c'] },
        ],
        products: [
          {
            priceId: 'responder',
            name: 'Review Responder',
            type: 'review_responder',
            locationSelect: true,
            unitAmount: 2900,
            currency: 'eur',
            taxBehavior: 'exclusive',
          },
          {
            priceId: 'booster',
            name: 'Review Booster',
            type: 'review_booster',
            locationSelect: true,
            unitAmount: 1900,
            currency: 'eur',
            taxBehavior: 'inclusive',
          },
        ],
        now: new Date('2026-11-23T14:31:29Z'),
      }),
    );
    expect(rows().slice(0, 4)).toEqual([
      ['Review Responder × 2, incl. VAT', '69,02\u00a0€'],
      ['Review Booster × 3, incl. VAT', '57,00\u00a0€'],
      ['Discount', '0,00\u00a0€'],
      ['Payable per month', '126,02\u00a0€'],
    ]);
  });

  it('dates the pro-rata invoice in the user’s locale, without times (issue 19, "Trust in every action")', () => {
    renderPreview(
      computeInvoice({
        items: [{ priceId: 'p', locations: ['a'] }],
        products: [
          {
            priceId: 'p',
            name: 'Review Booster',
            type: 't',
            locationSelect: true,
            unitAmount: 1900,
            currency: 'eur',
            taxBehavior: 'inclusive',
          },
        ],
        now: new Date('2026-11-23T14:31:29Z'),
        period: {
          start: new Date('2026-11-13T14:27:23Z'),
          end: new Date('2026-12-13T14:27:23Z'),
        },
      }),
      'de',
    );
    const proRata = screen.getByText(/pro-rata/);
    expect(proRata).toHaveTextContent(/from 23\.11\.2026 to 13\.12\.2026 \(/);
    expect(proRata).not.toHaveTextContent(/\d:\d\d/);
  });
});
