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

/** Splits an amount with VAT into its net amount and the VAT it includes (minor units). */
export function splitGross(gross: number): { net: number; vat: number } {
  const net = Math.round(gross / (1 + VAT_RATE));
  return { net, vat: gross - net };
}

/** Adds one calendar month (the billing interval, spec section 9). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The share of a monthly amount for the seconds charged (spec section 9: to the second). */
function proRated(amount: number, span: { seconds: number; periodSeconds: number }): number {
  return Math.round((amount * span.seconds) / span.periodSeconds);
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
        taxBehavior: product.taxBehavior,
        amount: product.unitAmount * quantity,
        // Every line is stated with VAT, so the lines add up to the amount payable (issue 19, "Trust in every action").
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
  const { net } = splitGross(payable);
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
    // Each line and the discount are pro-rated on their own, so the pro-rated invoice's lines add
    // up to the amount charged (issue 19, "Trust in every action").
    const share = (value: number) => proRated(value, { seconds, periodSeconds });
    const amount = Math.max(
      0,
      lines.reduce((sum, line) => sum + share(line.gross), 0) - share(discount),
    );
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
    lines,
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

/** An invoice as {@link computeInvoice} returns it. */
export type ComputedInvoice = ReturnType<typeof computeInvoice>;

/** What the issued invoice adds to the computed one. */
export interface IssuedFields {
  id: string;
  number: string;
  createdAt: string;
}

/**
 * The invoice issued when a checkout is paid (issue 19, "Trust in every action"). Joining an active subscription charges
 * the pro-rata share now, so that invoice's lines, discount, net amount and VAT are the pro-rated
 * ones and add up to the amount charged; its `payable` stays the monthly amount that the next
 * regular invoice charges.
 */
export function issueInvoice(preview: ComputedInvoice, fields: IssuedFields) {
  const span = preview.proRata;
  if (!span) {
    return {
      ...preview,
      ...fields,
      periodStart: fields.createdAt,
      periodEnd: preview.nextInvoiceDate,
    };
  }
  const share = (value: number) => proRated(value, span);
  const lines = preview.lines.map((line) => ({
    ...line,
    amount: share(line.amount),
    gross: share(line.gross),
  }));
  const discount = share(preview.discount);
  const charged = span.amount;
  return {
    ...preview,
    ...fields,
    lines,
    discount,
    ...splitGross(charged),
    oneTimePayable: charged,
    periodStart: span.from,
    periodEnd: span.to,
  };
}
