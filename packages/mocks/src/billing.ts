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

/**
 * A one-page PDF naming the invoice, as a data URL: the demo has no file storage, and a real
 * backend hands out its payment provider's PDF link in the same field.
 */
export function invoicePdfDataUrl(number: string): string {
  const text = `Invoice ${number}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${btoa(pdf)}`;
}
