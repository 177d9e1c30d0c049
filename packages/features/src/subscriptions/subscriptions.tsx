import {
  useResumeSubscription,
  useSubscriptions,
  type Subscription,
} from '@locperf/api/subscriptions';
import { Alert } from '@locperf/ui/alert';
import { Badge } from '@locperf/ui/badge';
import { Button } from '@locperf/ui/button';
import { EmptyState } from '@locperf/ui/empty-state';
import { formatDateTime } from '@locperf/ui/format';
import { Link } from '@locperf/ui/link';
import { Skeleton } from '@locperf/ui/skeleton';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { CancelSubscriptionDialog, type CancelSubscriptionDialogProps } from './cancel-dialog';
import { Invoices } from './invoices';
import { canCancel, canResume, statusMessages, statusTones } from './status';
import { useSubscriptionNames } from './subscription-name';
import * as styles from './subscriptions.css';

const declared = defineMessages({
  title: { id: 'subscriptions.title', defaultMessage: 'Subscriptions' },
  customer: { id: 'subscriptions.customer', defaultMessage: 'Invoice recipient' },
  createdAt: { id: 'subscriptions.createdAt', defaultMessage: 'Created' },
  endsAt: { id: 'subscriptions.endsAt', defaultMessage: 'Ends' },
  notEnding: { id: 'subscriptions.endsAt.none', defaultMessage: 'Renews monthly' },
  term: { id: 'subscriptions.term', defaultMessage: 'Term' },
  locations: { id: 'subscriptions.locations', defaultMessage: 'Valid locations' },
  providerId: { id: 'subscriptions.providerId', defaultMessage: 'Payment provider id' },
  cancel: { id: 'subscriptions.cancel.named', defaultMessage: 'Cancel subscription: {name}' },
  cancelAction: { id: 'subscriptions.cancel.action', defaultMessage: 'Cancel subscription' },
  endsOn: { id: 'subscriptions.endsOn', defaultMessage: 'Ends on {date}' },
  resume: { id: 'subscriptions.resume', defaultMessage: 'Undo cancellation: {name}' },
  resumeAction: { id: 'subscriptions.resume.action', defaultMessage: 'Undo cancellation' },
  resuming: { id: 'subscriptions.resume.pending', defaultMessage: 'Undoing…' },
  resumeFailed: {
    id: 'subscriptions.resume.failed',
    defaultMessage: 'The cancellation could not be undone. Please try again.',
  },
  empty: { id: 'subscriptions.empty', defaultMessage: 'No subscriptions yet' },
  toShop: { id: 'subscriptions.empty.toShop', defaultMessage: 'Go to the shop' },
  loadFailed: {
    id: 'subscriptions.loadFailed',
    defaultMessage: 'The subscriptions could not be loaded.',
  },
  reload: { id: 'subscriptions.reload', defaultMessage: 'Reload' },
  loading: { id: 'subscriptions.loading', defaultMessage: 'Loading subscriptions…' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Props of {@link Subscriptions}. */
export interface SubscriptionsProps {
  organizationId: string;
  /** Where the shop lives (empty state link). @default '/shop' */
  shopHref?: string;
  /** See {@link CancelSubscriptionDialogProps.onCancelled}. */
  onCancelled?: CancelSubscriptionDialogProps['onCancelled'];
  /** The id of the invoices section, so a link can lead to it (`…#invoices`). @default none */
  invoicesId?: string;
}

// Route /settings/subscriptions, spec sections 3 and 4 (Subscription): every status, past_due as
// "payment required"; "The invoice could not be loaded" when one fails. After a cancel, focus moves
// to the subscription's new "Undo cancellation" button, or to its heading when it ended at once.
/**
 * The owner's subscriptions: for each one, who gets the invoice, when it started or ends, how many
 * locations it covers and its status, with a way to cancel (and undo a cancellation) and its
 * invoices. While loading it shows placeholders; with no subscription, a way to the shop; an
 * invoice that cannot be loaded says so. The props that matter: `organizationId`, and `shopHref`
 * for that way to the shop.
 */
export function Subscriptions({
  organizationId,
  shopHref = '/shop',
  onCancelled,
  invoicesId,
}: SubscriptionsProps) {
  const intl = useIntl();
  const subscriptions = useSubscriptions(organizationId);
  const [canceling, setCanceling] = useState<Subscription | null>(null);
  const nameOf = useSubscriptionNames(organizationId);
  const resume = useResumeSubscription();
  const [resumeFailed, setResumeFailed] = useState<string | null>(null);
  const baseId = useId();
  const headingId = (id: string) => `${baseId}-heading-${id}`;
  const undoId = (id: string) => `${baseId}-undo-${id}`;
  const cancelId = (id: string) => `${baseId}-cancel-${id}`;
  // The subscription whose cancel dialog just succeeded: its "Cancel" button, to which the dialog
  // returns focus, disappears once the list reloads, and focus would fall to <body>.
  const cancelledId = useRef<string | null>(null);

  useEffect(() => {
    const id = cancelledId.current;
    if (id === null || canceling !== null || !subscriptions.data) return;
    const cancelled = subscriptions.data.find((s) => s.id === id);
    // Wait for the reload: until then the "Cancel" button is still there and keeps focus.
    if (cancelled && canCancel(cancelled.status, cancelled.endsAt)) return;
    cancelledId.current = null;
    (document.getElementById(undoId(id)) ?? document.getElementById(headingId(id)))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids derive from baseId only
  }, [canceling, subscriptions.data]);
  // The same after an undo: the pressed "Undo cancellation" disappears once the list reloads;
  // focus goes to the "Cancel" button that takes its place.
  const resumedId = useRef<string | null>(null);
  useEffect(() => {
    const id = resumedId.current;
    if (id === null || !subscriptions.data) return;
    const resumed = subscriptions.data.find((s) => s.id === id);
    if (resumed && !canCancel(resumed.status, resumed.endsAt)) return;
    resumedId.current = null;
    (document.getElementById(cancelId(id)) ?? document.getElementById(headingId(id)))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids derive from baseId only
  }, [subscriptions.data]);
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
    body = (
      <div className={styles.list} role="status" aria-label={intl.formatMessage(messages.loading)}>
        <SubscriptionSkeleton />
        <SubscriptionSkeleton />
      </div>
    );
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
          const name = nameOf(subscription);
          // Cancelled at the end of the period, still running until then (spec section 4).
          const ending = canResume(subscription.status, subscription.endsAt);
          const statusText = ending
            ? intl.formatMessage(messages.endsOn, { date: date(subscription.endsAt ?? '') })
            : intl.formatMessage(statusMessages[subscription.status]);
          return (
            <li key={subscription.id} className={styles.item}>
              <div className={styles.stack}>
                <div className={styles.head}>
                  {/* Focusable from script only: it takes focus after an immediate cancel. */}
                  <h2 id={headingId(subscription.id)} tabIndex={-1} className={styles.heading}>
                    {name}
                  </h2>
                  <Badge tone={ending ? 'warning' : statusTones[subscription.status]}>
                    {statusText}
                  </Badge>
                </div>
                <dl className={styles.facts}>
                  <dt>{intl.formatMessage(messages.customer)}</dt>
                  <dd>{subscription.customer.companyOrName}</dd>
                  <dt>{intl.formatMessage(messages.createdAt)}</dt>
                  <dd>{date(subscription.createdAt)}</dd>
                  {/* "Ends: Renews monthly" contradicted itself (designer review 6). */}
                  <dt>
                    {intl.formatMessage(subscription.endsAt ? messages.endsAt : messages.term)}
                  </dt>
                  <dd>
                    {subscription.endsAt
                      ? date(subscription.endsAt)
                      : intl.formatMessage(messages.notEnding)}
                  </dd>
                  <dt>{intl.formatMessage(messages.locations)}</dt>
                  <dd>{subscription.validLocations}</dd>
                  {subscription.providerSubscriptionId ? (
                    <>
                      <dt>{intl.formatMessage(messages.providerId)}</dt>
                      <dd>{subscription.providerSubscriptionId}</dd>
                    </>
                  ) : null}
                </dl>
                {ending && resumeFailed === subscription.id ? (
                  <Alert type="error">{intl.formatMessage(messages.resumeFailed)}</Alert>
                ) : null}
              </div>
              {canCancel(subscription.status, subscription.endsAt) ? (
                <Button
                  id={cancelId(subscription.id)}
                  variant="outline"
                  // The products on the button ran to five lines on a phone (designer trial 5):
                  // they stay in its accessible name, the card above shows them.
                  aria-label={intl.formatMessage(messages.cancel, { name })}
                  onPress={() => setCanceling(subscription)}
                >
                  {intl.formatMessage(messages.cancelAction)}
                </Button>
              ) : null}
              {ending ? (
                <Button
                  id={undoId(subscription.id)}
                  variant="outline"
                  isPending={resume.isMutating}
                  pendingLabel={intl.formatMessage(messages.resuming)}
                  aria-label={intl.formatMessage(messages.resume, { name })}
                  onPress={() => {
                    setResumeFailed(null);
                    resumedId.current = subscription.id;
                    resume
                      .trigger({ params: { organizationId, subscriptionId: subscription.id } })
                      .catch(() => {
                        resumedId.current = null;
                        setResumeFailed(subscription.id);
                      });
                  }}
                >
                  {intl.formatMessage(messages.resumeAction)}
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
      <Invoices organizationId={organizationId} id={invoicesId} />
      <CancelSubscriptionDialog
        organizationId={organizationId}
        subscription={canceling}
        onClose={() => setCanceling(null)}
        onCancelled={(cancellation) => {
          cancelledId.current = cancellation.subscription.id;
          onCancelled?.(cancellation);
        }}
      />
    </div>
  );
}

/**
 * A loading subscription, shaped like its row: name and status badge, the five facts, and the
 * cancel button under them (where it wraps to in all but the widest windows).
 */
function SubscriptionSkeleton() {
  return (
    <div className={styles.item}>
      <div className={styles.skeletonStack}>
        <div className={styles.head}>
          <p className={styles.heading}>
            <Skeleton shape="line" width="10rem" />
          </p>
          <Skeleton shape="rect" width="4.5rem" height="1.25rem" />
        </div>
        <div className={styles.facts}>
          {['5rem', '6rem', '7rem', '1rem', '8rem'].map((value, i) => (
            <Fragment key={i}>
              <Skeleton shape="line" width="8rem" />
              <Skeleton shape="line" width={value} />
            </Fragment>
          ))}
        </div>
      </div>
      <Skeleton shape="rect" width="min(18rem, 100%)" height="2.5rem" />
    </div>
  );
}
