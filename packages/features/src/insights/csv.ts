/**
 * CSV of the per-location table, written in the browser (issue 18). Numbers follow the user's
 * locale, so a spreadsheet in that locale reads them as numbers: where the decimal separator is
 * a comma (de, fr) the fields are separated by semicolons, as Excel expects there.
 */

export type CsvCell = string | number | null;

/** The decimal separator of a locale, e.g. "," for de. */
function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

/** The field separator that does not clash with the locale's decimal separator. */
export function csvDelimiter(locale: string): string {
  return decimalSeparator(locale) === ',' ? ';' : ',';
}

function field(value: CsvCell, locale: string, delimiter: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(
      value,
    );
  }
  // A leading =, +, - or @ makes a spreadsheet run the cell as a formula (CSV injection).
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return text.includes(delimiter) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The CSV text of a header and rows, CRLF line ends (RFC 4180). */
export function toCsv(
  locale: string,
  header: readonly string[],
  rows: readonly CsvCell[][],
): string {
  const delimiter = csvDelimiter(locale);
  return [header, ...rows]
    .map((row) => row.map((cell) => field(cell, locale, delimiter)).join(delimiter))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * Saves text as a file through a temporary object URL. The byte order mark lets Excel read the
 * file as UTF-8 (umlauts and accents in location names).
 */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
