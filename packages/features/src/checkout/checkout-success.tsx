import type { CheckoutSession } from '@locperf/api/checkout';
import { useShopLocations } from '@locperf/api/shop';
import { Alert } from '@locperf/ui/alert';
import { Disclosure } from '@locperf/ui/disclosure';
import { formatDateTime, formatPrice } from '@locperf/ui/format';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './checkout.css';

const declared = defineMessages({
  title: { id: 'checkout.success.title', defaultMessage: 'Thank you for your order' },
  bought: { id: 'checkout.success.bought', defaultMessage: 'What you bought' },
  locationCount: {
    id: 'checkout.success.locationCount',
    defaultMessage: '{count, plural, one {# location} other {# locations}}',
  },
  from: { id: 'checkout.success.from', defaultMessage: 'Runs from' },
  perMonth: { id: 'checkout.success.perMonth', defaultMessage: 'Costs per month' },
  perMonthValue: {
    id: 'checkout.success.perMonthValue',
    defaultMessage: '{amount} incl. VAT',
  },
  paidNow: { id: 'checkout.success.paidNow', defaultMessage: 'Paid now' },
  next: { id: 'checkout.invoice.next', defaultMessage: 'Next regular invoice' },
  details: { id: 'checkout.success.details', defaultMessage: 'Reference numbers for support' },
  subscriptionId: { id: 'checkout.success.subscriptionId', defaultMessage: 'Subscription id' },
  sessionId: { id: 'checkout.success.sessionId', defaultMessage: 'Checkout session' },
  sessionStatus: {
    id: 'checkout.success.status',
    defaultMessage: 'Session status: {status}, payment: {payment}',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** The session's status words, told in the reader's language (the trial read raw English). */
const sessionStatuses: Record<CheckoutSession['status'], MessageDescriptor> = defineMessages({
  open: { id: 'checkout.success.status.session.open', defaultMessage: 'open' },
  complete: { id: 'checkout.success.status.session.complete', defaultMessage: 'complete' },
  expired: { id: 'checkout.success.status.session.expired', defaultMessage: 'expired' },
});
const paymentStatuses: Record<CheckoutSession['paymentStatus'], MessageDescriptor> = defineMessages(
  {
    unpaid: { id: 'checkout.success.status.payment.unpaid', defaultMessage: 'unpaid' },
    paid: { id: 'checkout.success.status.payment.paid', defaultMessage: 'paid' },
    no_payment_required: {
      id: 'checkout.success.status.payment.noPaymentRequired',
      defaultMessage: 'no payment required',
    },
  },
);

/**
 * A status word in the reader's language; a word the app does not know (a newer provider
 * status) is shown as sent, which is what support needs to look it up.
 */
function statusWord(
  intl: IntlShape,
  known: Record<string, MessageDescriptor>,
  value: string,
): string {
  const message = Object.hasOwn(known, value) ? known[value] : undefined;
  return message ? intl.formatMessage(message) : value;
}

/** Props of {@link CheckoutSuccess}. */
export interface CheckoutSuccessProps {
  organizationId: string;
  /** The completed session (its accepted cart and invoice). */
  session: CheckoutSession;
}

// Spec section 2 (Checkout tabs): the payment provider's ids matter only to support, so they wait
// in a disclosure.
/**
 * The last step of checkout: what was bought, for which locations, from when, and what it costs per
 * month, in words the buyer recognises. Reference numbers for support are there but folded away.
 */
export function CheckoutSuccess({ organizationId, session }: CheckoutSuccessProps) {
  const intl = useIntl();
  const locations = useShopLocations(organizationId);
  const names = new Map((locations.data ?? []).map((l) => [l.id, l.name]));
  const { invoice } = session;
  const money = (amount: number) => formatPrice(amount, invoice.currency);
  const date = (value: string) =>
    formatDateTime(value, intl.locale, undefined, { dateStyle: 'long' });
  const startsAt = invoice.proRata?.from ?? session.completedAt ?? invoice.createdAt ?? null;
  const productName = (priceId: string) =>
    invoice.lines.find((line) => line.priceId === priceId)?.name ?? priceId;
  const items = session.cartItems ?? [];

  return (
    // The order stands on its own below the confirmation, not inside its green box (designer
    // review 6: green on green, the values far off at a desktop's width).
    <div className={`${styles.stack} ${styles.summary}`}>
      <Alert type="success" title={intl.formatMessage(messages.title)} />
      <dl className={styles.invoice} aria-label={intl.formatMessage(messages.bought)}>
        {items.map((item) => (
          <div key={item.priceId} style={{ display: 'contents' }}>
            <dt className={styles.strong}>{productName(item.priceId)}</dt>
            <dd>
              {item.locations.every((id) => names.has(id))
                ? intl.formatList(
                    item.locations.map((id) => names.get(id) ?? id),
                    { type: 'conjunction' },
                  )
                : intl.formatMessage(messages.locationCount, { count: item.locations.length })}
            </dd>
          </div>
        ))}
        {startsAt ? (
          <>
            <dt>{intl.formatMessage(messages.from)}</dt>
            <dd>{date(startsAt)}</dd>
          </>
        ) : null}
        <dt className={styles.strong}>{intl.formatMessage(messages.perMonth)}</dt>
        <dd className={styles.strong}>
          {intl.formatMessage(messages.perMonthValue, { amount: money(invoice.payable) })}
        </dd>
        {invoice.oneTimePayable !== invoice.payable ? (
          <>
            <dt>{intl.formatMessage(messages.paidNow)}</dt>
            <dd>{money(invoice.oneTimePayable)}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage(messages.next)}</dt>
        <dd>{date(invoice.nextInvoiceDate)}</dd>
      </dl>
      <Disclosure title={intl.formatMessage(messages.details)}>
        <dl className={styles.invoice}>
          {session.providerSubscriptionId ? (
            <>
              <dt>{intl.formatMessage(messages.subscriptionId)}</dt>
              <dd>{session.providerSubscriptionId}</dd>
            </>
          ) : null}
          <dt>{intl.formatMessage(messages.sessionId)}</dt>
          <dd>{session.id}</dd>
        </dl>
        <p className={styles.muted}>
          {intl.formatMessage(messages.sessionStatus, {
            status: statusWord(intl, sessionStatuses, session.status),
            payment: statusWord(intl, paymentStatuses, session.paymentStatus),
          })}
        </p>
      </Disclosure>
    </div>
  );
}
