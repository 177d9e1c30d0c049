import { useInvoice, useInvoices } from '@locperf/api/invoices';
import { useSubscriptions, type Subscription } from '@locperf/api/subscriptions';
import { Alert } from '@locperf/ui/alert';
import { Badge } from '@locperf/ui/badge';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { EmptyState } from '@locperf/ui/empty-state';
import { formatDateTime, formatPrice } from '@locperf/ui/format';
import { Link } from '@locperf/ui/link';
import { Modal } from '@locperf/ui/modal';
import { Skeleton } from '@locperf/ui/skeleton';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { CancelSubscriptionDialog } from './cancel-dialog';
import { canCancel, statusMessages, statusTones } from './status';
import * as styles from './subscriptions.css';

const declared = defineMessages({
  title: { id: 'subscriptions.title', defaultMessage: 'Subscriptions' },
  subscription: { id: 'subscriptions.item', defaultMessage: 'Subscription for {customer}' },
  customer: { id: 'subscriptions.customer', defaultMessage: 'Invoice recipient' },
  createdAt: { id: 'subscriptions.createdAt', defaultMessage: 'Created' },
  endsAt: { id: 'subscriptions.endsAt', defaultMessage: 'Ends' },
  notEnding: { id: 'subscriptions.endsAt.none', defaultMessage: 'Renews monthly' },
  locations: { id: 'subscriptions.locations', defaultMessage: 'Valid locations' },
  status: { id: 'subscriptions.status', defaultMessage: 'Status' },
  providerId: { id: 'subscriptions.providerId', defaultMessage: 'Payment provider id' },
  cancel: { id: 'subscriptions.cancel', defaultMessage: 'Cancel subscription for {customer}' },
  empty: { id: 'subscriptions.empty', defaultMessage: 'No subscriptions yet' },
  toShop: { id: 'subscriptions.empty.toShop', defaultMessage: 'Go to the shop' },
  loadFailed: {
    id: 'subscriptions.loadFailed',
    defaultMessage: 'The subscriptions could not be loaded.',
  },
  reload: { id: 'subscriptions.reload', defaultMessage: 'Reload' },
  invoices: { id: 'subscriptions.invoices', defaultMessage: 'Invoices' },
  invoice: { id: 'subscriptions.invoice.show', defaultMessage: 'Invoice of {date}' },
  invoiceTitle: { id: 'subscriptions.invoice.title', defaultMessage: 'Invoice' },
  invoiceFailed: {
    id: 'subscriptions.invoice.loadFailed',
    defaultMessage: 'The invoice could not be loaded.',
  },
  noInvoices: { id: 'subscriptions.invoices.none', defaultMessage: 'No invoices yet.' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Props of {@link Subscriptions}. */
export interface SubscriptionsProps {
  organizationId: string;
  /** Where the shop lives (empty state link). @default '/shop' */
  shopHref?: string;
}

/**
 * /settings/subscriptions (spec sections 3 and 4, Subscription): each subscription with its
 * invoice recipient, creation and end dates, number of valid locations and status (every status,
 * past_due as "payment required"), a cancel flow for those still running, and the issued
 * invoices ("The invoice could not be loaded" when one fails).
 */
export function Subscriptions({ organizationId, shopHref = '/shop' }: SubscriptionsProps) {
  const intl = useIntl();
  const subscriptions = useSubscriptions(organizationId);
  const [canceling, setCanceling] = useState<Subscription | null>(null);
  const date = (value: string) =>
    formatDateTime(value, intl.locale, undefined, { dateStyle: 'medium' });

  let body;
  if (subscriptions.status === 'error') {
    body = (
      <>
        <Alert type="error">{intl.formatMessage(messages.loadFailed)}</Alert>
        <div>
          <Button variant="outline" onPress={() => void subscriptions.reload()}>
            {intl.formatMessage(messages.reload)}
          </Button>
        </div>
      </>
    );
  } else if (!subscriptions.data) {
    body = <Skeleton shape="rect" height="8rem" />;
  } else if (subscriptions.data.length === 0) {
    body = (
      <EmptyState
        level={2}
        title={intl.formatMessage(messages.empty)}
        action={<Link href={shopHref}>{intl.formatMessage(messages.toShop)}</Link>}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage(messages.title)}>
        {subscriptions.data.map((subscription) => {
          const name = subscription.customer.companyOrName;
          return (
            <li key={subscription.id} className={styles.item}>
              <div className={styles.stack}>
                <div className={styles.head}>
                  <h2 className={styles.heading}>
                    {intl.formatMessage(messages.subscription, { customer: name })}
                  </h2>
                  <Badge tone={statusTones[subscription.status]}>
                    {intl.formatMessage(statusMessages[subscription.status])}
                  </Badge>
                </div>
                <dl className={styles.facts}>
                  <dt>{intl.formatMessage(messages.customer)}</dt>
                  <dd>{name}</dd>
                  <dt>{intl.formatMessage(messages.createdAt)}</dt>
                  <dd>{date(subscription.createdAt)}</dd>
                  <dt>{intl.formatMessage(messages.endsAt)}</dt>
                  <dd>
                    {subscription.endsAt
                      ? date(subscription.endsAt)
                      : intl.formatMessage(messages.notEnding)}
                  </dd>
                  <dt>{intl.formatMessage(messages.locations)}</dt>
                  <dd>{subscription.validLocations}</dd>
                  <dt>{intl.formatMessage(messages.status)}</dt>
                  <dd>{intl.formatMessage(statusMessages[subscription.status])}</dd>
                  {subscription.providerSubscriptionId ? (
                    <>
                      <dt>{intl.formatMessage(messages.providerId)}</dt>
                      <dd>{subscription.providerSubscriptionId}</dd>
                    </>
                  ) : null}
                </dl>
              </div>
              {canCancel(subscription.status, subscription.endsAt) ? (
                <Button variant="outline" onPress={() => setCanceling(subscription)}>
                  {intl.formatMessage(messages.cancel, { customer: name })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.stack}>
      {body}
      <Invoices organizationId={organizationId} />
      <CancelSubscriptionDialog
        organizationId={organizationId}
        subscription={canceling}
        onClose={() => setCanceling(null)}
      />
    </div>
  );
}

function Invoices({ organizationId }: { organizationId: string }) {
  const intl = useIntl();
  const invoices = useInvoices(organizationId);
  const [open, setOpen] = useState<string | null>(null);
  if (!invoices.data) return null;
  return (
    <section className={styles.stack} aria-label={intl.formatMessage(messages.invoices)}>
      <h2 className={styles.sectionHeading}>{intl.formatMessage(messages.invoices)}</h2>
      {invoices.data.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noInvoices)}</p>
      ) : (
        <ul className={styles.list}>
          {invoices.data.map((invoice, index) =>
            invoice.id ? (
              <li key={invoice.id}>
                <Button variant="outline" size="sm" onPress={() => setOpen(invoice.id ?? null)}>
                  {intl.formatMessage(messages.invoice, {
                    date: formatDateTime(invoice.createdAt ?? '', intl.locale, undefined, {
                      dateStyle: 'medium',
                    }),
                  })}
                </Button>
                <span> {formatPrice(invoice.oneTimePayable, invoice.currency)}</span>
              </li>
            ) : (
              <li key={index}>{formatPrice(invoice.oneTimePayable, invoice.currency)}</li>
            ),
          )}
        </ul>
      )}
      <Modal
        isOpen={open !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      >
        <Dialog title={intl.formatMessage(messages.invoiceTitle)}>
          {open ? <InvoiceDetail organizationId={organizationId} invoiceId={open} /> : null}
        </Dialog>
      </Modal>
    </section>
  );
}

/** One invoice; "The invoice could not be loaded" (spec section 8) when it fails. */
export function InvoiceDetail({
  organizationId,
  invoiceId,
}: {
  organizationId: string;
  invoiceId: string;
}) {
  const intl = useIntl();
  const invoice = useInvoice(organizationId, invoiceId);
  if (invoice.status === 'error') {
    return <Alert type="error">{intl.formatMessage(messages.invoiceFailed)}</Alert>;
  }
  if (!invoice.data) return <Skeleton shape="rect" height="6rem" />;
  const { data } = invoice;
  const money = (amount: number) => formatPrice(amount, data.currency);
  return (
    <dl className={styles.facts}>
      <dt>
        <FormattedMessage id="checkout.invoice.net" defaultMessage="Net amount" />
      </dt>
      <dd>{money(data.net)}</dd>
      <dt>
        <FormattedMessage
          id="checkout.invoice.vat"
          defaultMessage="VAT ({rate, number, percent}), included in the amount payable"
          values={{ rate: data.vatRate }}
        />
      </dt>
      <dd>{money(data.vat)}</dd>
      <dt>
        <FormattedMessage id="checkout.invoice.discount" defaultMessage="Discount" />
      </dt>
      <dd>{money(data.discount)}</dd>
      <dt>
        <FormattedMessage id="checkout.invoice.oneTime" defaultMessage="Payable now" />
      </dt>
      <dd>{money(data.oneTimePayable)}</dd>
    </dl>
  );
}
