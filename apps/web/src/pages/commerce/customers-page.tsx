import { useSession } from '@locperf/api/auth';
import { InvoiceRecipients } from '@locperf/features/invoice-recipients';
import { FormattedMessage } from 'react-intl';
import * as styles from './commerce.css';

/** /settings/customers: the invoice recipients (spec section 2). */
export function CustomersPage() {
  const { data: session } = useSession();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="page.customers.title" defaultMessage="Invoice recipients" />
      </h1>
      {session ? <InvoiceRecipients organizationId={session.organization.id} /> : null}
    </div>
  );
}
