/**
 * Invoice arithmetic of the mock shop. VAT is 19 % (German locale, spec section 9); amounts are
 * minor units. Pro-rata amounts are computed to the second (spec section 9).
 */
export const VAT_RATE = 0.19;

export interface BillingProduct {
  priceId: string;
  name: string;
  type: string;
  locationSelect: boolean;
  unitAmount: number;
  currency: string;
  taxBehavior: string;
}

export interface BillingPromo {
  percentOff: number | null;
  amountOff: number | null;
}

/** Adds one calendar month (the billing interval, spec section 9). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Computes the invoice of cart items; with `period`, the one-time amount is pro-rata to its end. */
export function computeInvoice(input: {
  items: { priceId: string; locations: string[] }[];
  products: BillingProduct[];
  promo?: BillingPromo | null;
  now: Date;
  period?: { start: Date; end: Date };
}) {
  const lines = input.items.flatMap((item) => {
    const product = input.products.find((p) => p.priceId === item.priceId);
    if (!product) return [];
    // Spec section 5: quantity is the number of locations when the product selects locations.
    const quantity = product.locationSelect ? item.locations.length : 1;
    return [
      {
        priceId: product.priceId,
        name: product.name,
        quantity,
        unitAmount: product.unitAmount,
        amount: product.unitAmount * quantity,
        gross:
          product.taxBehavior === 'exclusive'
            ? Math.round(product.unitAmount * quantity * (1 + VAT_RATE))
            : product.unitAmount * quantity,
      },
    ];
  });
  const gross = lines.reduce((sum, line) => sum + line.gross, 0);
  const promo = input.promo;
  const discount = promo
    ? Math.min(
        gross,
        promo.percentOff !== null
          ? Math.round((gross * promo.percentOff) / 100)
          : (promo.amountOff ?? 0),
      )
    : 0;
  const payable = gross - discount;
  const net = Math.round(payable / (1 + VAT_RATE));
  let proRata = null;
  let oneTimePayable = payable;
  let nextInvoiceDate = addMonth(input.now);
  if (input.period) {
    const seconds = Math.max(
      0,
      Math.floor((input.period.end.getTime() - input.now.getTime()) / 1000),
    );
    const periodSeconds = Math.max(
      1,
      Math.floor((input.period.end.getTime() - input.period.start.getTime()) / 1000),
    );
    const amount = Math.round((payable * seconds) / periodSeconds);
    proRata = {
      from: input.now.toISOString(),
      to: input.period.end.toISOString(),
      seconds,
      periodSeconds,
      amount,
    };
    oneTimePayable = amount;
    nextInvoiceDate = input.period.end;
  }
  return {
    currency: input.products[0]?.currency ?? 'eur',
    lines: lines.map(({ gross: _gross, ...line }) => line),
    net,
    vat: payable - net,
    vatRate: VAT_RATE,
    discount,
    payable,
    oneTimePayable,
    proRata,
    nextInvoiceDate: nextInvoiceDate.toISOString(),
  };
}
