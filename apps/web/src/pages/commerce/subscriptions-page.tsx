import { useSession } from '@locperf/api/auth';
import { Subscriptions } from '@locperf/features/subscriptions';
import { FormattedMessage } from 'react-intl';
import * as styles from './commerce.css';

/** /settings/subscriptions: the subscriptions, their cancel flow and the invoices. */
export function SubscriptionsPage() {
  const { data: session } = useSession();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="page.subscriptions.title" defaultMessage="Subscriptions" />
      </h1>
      {session ? <Subscriptions organizationId={session.organization.id} shopHref="/shop" /> : null}
    </div>
  );
}
