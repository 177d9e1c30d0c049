import { useSession } from '@locperf/api/auth';
import { pushOutcomeFlash } from '@locperf/features/flash-messages';
import { useNotificationCenter } from '@locperf/features/notifications';
import { Subscriptions } from '@locperf/features/subscriptions';
import { FormattedMessage } from 'react-intl';
import * as styles from './commerce.css';

/** /settings/subscriptions: the subscriptions, their cancel flow and the invoices. */
export function SubscriptionsPage() {
  const { data: session } = useSession();
  const center = useNotificationCenter();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="page.subscriptions.title" defaultMessage="Subscriptions" />
      </h1>
      {session ? (
        <Subscriptions
          organizationId={session.organization.id}
          shopHref="/shop"
          // The checkout's "View invoice" leads here (shop-page.tsx).
          invoicesId="invoices"
          // An immediate cancellation is an outcome worth more than a toast (spec sections 3
          // and 4); one at the period's end shows "Ends on {date}" with its undo in the row.
          onCancelled={({ immediate }) => {
            if (immediate) pushOutcomeFlash(center, 'subscriptionCancelled');
          }}
        />
      ) : null}
    </div>
  );
}
