/**
 * The demo's invoice PDF (issue 19, "Trust in every action"): the demo has no file storage, so the issued invoice's
 * `pdfUrl` is a data URL of a one-page PDF built here, in the request's language like the
 * product texts (spec section 7: every call sends Accept-Language). A real backend hands out its
 * payment provider's PDF link in the same field.
 */

/** The invoice fields the PDF states (the contract's issued invoice). */
export interface PdfInvoice {
  number: string;
  createdAt: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  lines: { name: string; quantity: number; gross: number }[];
  discount: number;
  net: number;
  vat: number;
  vatRate: number;
  oneTimePayable: number;
  proRata: { seconds: number; periodSeconds: number } | null;
}

interface PdfTexts {
  locale: string;
  title: (number: string) => string;
  date: string;
  period: (from: string, to: string) => string;
  proRata: (days: string, periodDays: string) => string;
  line: (name: string, quantity: number) => string;
  discount: string;
  total: string;
  net: string;
  vat: (rate: string) => string;
}

const texts: Record<'de' | 'en' | 'fr', PdfTexts> = {
  en: {
    locale: 'en-US',
    title: (number) => `Invoice ${number}`,
    date: 'Invoice date',
    period: (from, to) => `Period: ${from} to ${to}`,
    proRata: (days, periodDays) =>
      `One-time pro-rata invoice: ${days} of ${periodDays} days of the billing period`,
    line: (name, quantity) => `${name} × ${quantity}, incl. VAT`,
    discount: 'Discount',
    total: 'Total incl. VAT',
    net: 'Net amount',
    vat: (rate) => `VAT (${rate}), included`,
  },
  de: {
    locale: 'de-DE',
    title: (number) => `Rechnung ${number}`,
    date: 'Rechnungsdatum',
    period: (from, to) => `Leistungszeitraum: ${from} bis ${to}`,
    proRata: (days, periodDays) =>
      `Einmalige anteilige Rechnung: ${days} von ${periodDays} Tagen des Abrechnungszeitraums`,
    line: (name, quantity) => `${name} × ${quantity}, inkl. MwSt.`,
    discount: 'Rabatt',
    total: 'Rechnungsbetrag inkl. MwSt.',
    net: 'Nettobetrag',
    vat: (rate) => `Enthaltene MwSt. (${rate})`,
  },
  fr: {
    locale: 'fr-FR',
    title: (number) => `Facture ${number}`,
    date: 'Date de facture',
    period: (from, to) => `Période : du ${from} au ${to}`,
    proRata: (days, periodDays) =>
      `Facture unique au prorata : ${days} jours sur ${periodDays} de la période de facturation`,
    line: (name, quantity) => `${name} × ${quantity}, TVA incluse`,
    discount: 'Remise',
    total: 'Total TTC',
    net: 'Montant HT',
    vat: (rate) => `TVA incluse (${rate})`,
  },
};

/** The PDF's text lines, in `language` (en when it is not one of en, de, fr). */
export function invoicePdfLines(invoice: PdfInvoice, language: string): string[] {
  const t = texts[language as keyof typeof texts] ?? texts.en;
  // Spec section 9: currency in the German locale whatever the language.
  const money = (amount: number) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: invoice.currency }).format(
      amount / 100,
    );
  const date = (value: string) =>
    new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(value),
    );
  const days = (seconds: number) =>
    new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1 }).format(seconds / 86_400);
  const row = (label: string, amount: number) => `${label}: ${money(amount)}`;
  return [
    t.title(invoice.number),
    `${t.date}: ${date(invoice.createdAt)}`,
    t.period(date(invoice.periodStart), date(invoice.periodEnd)),
    ...(invoice.proRata
      ? [t.proRata(days(invoice.proRata.seconds), days(invoice.proRata.periodSeconds))]
      : []),
    '',
    ...invoice.lines.map((line) => row(t.line(line.name, line.quantity), line.gross)),
    ...(invoice.discount ? [row(t.discount, -invoice.discount)] : []),
    row(t.total, invoice.oneTimePayable),
    row(t.net, invoice.net),
    row(
      t.vat(
        new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
          invoice.vatRate,
        ),
      ),
      invoice.vat,
    ),
  ];
}

/**
 * PDF strings are bytes: the standard Helvetica font with WinAnsiEncoding covers German and
 * French letters, the euro sign sits at 0x80 there, and the typographic spaces of the number
 * formats become no-break spaces.
 */
function winAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (char === '€') return '\x80';
      if (char === '\u2212') return '-';
      if (char === '\u2019') return '\x92';
      if (char === '\u202f' || char === '\u2009') return '\xa0';
      return char.charCodeAt(0) <= 0xff ? char : '?';
    })
    .join('')
    .replace(/[()\\]/g, (c) => `\\${c}`);
}

/** Reads the text back out of a PDF made by {@link invoicePdfDataUrl} (tests). */
export function readInvoicePdf(dataUrl: string): string[] {
  const pdf = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1').replace(/\x80/g, '€').replace(/\x92/g, '\u2019'),
  );
}

/** A one-page PDF of the invoice in `language`, as a data URL. */
export function invoicePdfDataUrl(invoice: PdfInvoice, language: string): string {
  const lines = invoicePdfLines(invoice, language);
  const text = lines
    .map((line, index) => {
      const size = index === 0 ? 18 : 11;
      const y = 780 - (index === 0 ? 0 : 16 + index * 16);
      return `BT /F1 ${size} Tf 56 ${y} Td (${winAnsi(line)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
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
