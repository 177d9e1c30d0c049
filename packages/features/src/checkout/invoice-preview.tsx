import type { Invoice } from '@locperf/api/invoices';
import { formatDateTime, formatPrice } from '@locperf/ui/format';
import { FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './checkout.css';

/** Props of {@link InvoicePreview}. */
export interface InvoicePreviewProps {
  invoice: Invoice;
  /** Accessible name of the preview. */
  'aria-label': string;
}

// Spec section 3 (Invoice); pro-rata intermediate invoice: spec sections 4 and 9. Every line is
// stated with VAT so the lines less the discount add up (issue 19, "Trust in every action").
/**
 * The invoice before paying: lines, discount, the monthly amount with the net amount and VAT it
 * includes, the one-time pro-rata invoice when the items join an active subscription (charged until
 * the period ends) and the next regular invoice date. Every line is stated with VAT, so the lines
 * less the discount add up to the amount payable.
 */
export function InvoicePreview({ invoice, 'aria-label': label }: InvoicePreviewProps) {
  const intl = useIntl();
  const money = (amount: number) => formatPrice(amount, invoice.currency);
  const days = (seconds: number) =>
    intl.formatNumber(seconds / 86_400, { maximumFractionDigits: 1 });
  // Computed to the second (spec section 9), shown as dates (issue 19: no seconds, no times).
  const date = (value: string) =>
    formatDateTime(value, intl.locale, undefined, { dateStyle: 'medium' });
  return (
    <dl className={styles.invoice} aria-label={label}>
      {invoice.lines.map((line) => (
        <div key={line.priceId} style={{ display: 'contents' }}>
          <dt>
            <FormattedMessage
              id="checkout.invoice.lineGross"
              defaultMessage="{name} × {quantity}, incl. VAT"
              values={{ name: line.name, quantity: line.quantity }}
            />
          </dt>
          <dd>{money(line.gross)}</dd>
        </div>
      ))}
      <dt>
        <FormattedMessage id="checkout.invoice.discount" defaultMessage="Discount" />
      </dt>
      <dd>{money(invoice.discount ? -invoice.discount : 0)}</dd>
      <dt className={styles.strong}>
        <FormattedMessage id="checkout.invoice.payable" defaultMessage="Payable per month" />
      </dt>
      <dd className={styles.strong}>{money(invoice.payable)}</dd>
      <dt>
        <FormattedMessage id="checkout.invoice.net" defaultMessage="Net amount" />
      </dt>
      <dd>{money(invoice.net)}</dd>
      <dt>
        <FormattedMessage
          id="checkout.invoice.vat"
          defaultMessage="VAT ({rate, number, percent}), included in the amount payable"
          values={{ rate: invoice.vatRate }}
        />
      </dt>
      <dd>{money(invoice.vat)}</dd>
      {invoice.proRata ? (
        <>
          <dt>
            <FormattedMessage
              id="checkout.invoice.proRata"
              defaultMessage="One-time pro-rata invoice from {from} to {to} ({days} of {periodDays} days of the billing period)"
              values={{
                from: date(invoice.proRata.from),
                to: date(invoice.proRata.to),
                // Charged to the second (spec section 9), said in days (issue 19).
                days: days(invoice.proRata.seconds),
                periodDays: days(invoice.proRata.periodSeconds),
              }}
            />
          </dt>
          <dd>{money(invoice.proRata.amount)}</dd>
        </>
      ) : null}
      <dt className={styles.strong}>
        <FormattedMessage id="checkout.invoice.oneTime" defaultMessage="Payable now" />
      </dt>
      <dd className={styles.strong}>{money(invoice.oneTimePayable)}</dd>
      <dt>
        <FormattedMessage id="checkout.invoice.next" defaultMessage="Next regular invoice" />
      </dt>
      <dd>
        {formatDateTime(invoice.nextInvoiceDate, intl.locale, undefined, { dateStyle: 'long' })}
      </dd>
    </dl>
  );
}
