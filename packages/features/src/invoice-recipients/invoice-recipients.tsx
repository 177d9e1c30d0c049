import {
  useCreateCustomer,
  useCustomers,
  useDeleteCustomer,
  useUpdateCustomer,
  type Customer,
} from '@locperf/api/customers';
import { useSubscriptions, type Subscription } from '@locperf/api/subscriptions';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { EmptyState } from '@locperf/ui/empty-state';
import { Modal } from '@locperf/ui/modal';
import { Skeleton } from '@locperf/ui/skeleton';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { UnsavedChangesDialog } from '@locperf/features/forms';
import { useIntl } from '@locperf/features/intl';
import * as styles from './invoice-recipients.css';
import { InvoiceRecipientForm } from './recipient-form';
import { toRecipientValues } from './validation';

const messagesDeclared = defineMessages({
  title: { id: 'recipients.title', defaultMessage: 'Invoice recipients' },
  add: { id: 'recipients.add', defaultMessage: 'New invoice recipient' },
  edit: { id: 'recipients.edit', defaultMessage: 'Edit {name}' },
  // Shown on the button; its accessible name keeps the recipient (designer trial 5: buttons
  // that repeated the whole name ran to several lines on a phone).
  editAction: { id: 'recipients.edit.action', defaultMessage: 'Edit' },
  editTitle: { id: 'recipients.edit.title', defaultMessage: 'Edit invoice recipient' },
  close: { id: 'recipients.close', defaultMessage: 'Close' },
  delete: { id: 'recipients.delete', defaultMessage: 'Delete {name}' },
  deleteAction: { id: 'recipients.delete.action', defaultMessage: 'Delete' },
  deleteTitle: { id: 'recipients.delete.title', defaultMessage: 'Delete invoice recipient?' },
  deleteText: {
    id: 'recipients.delete.text',
    defaultMessage: '{name} will be deleted. Invoices already issued keep their address.',
  },
  deleting: { id: 'recipients.delete.pending', defaultMessage: 'Deleting…' },
  keep: { id: 'recipients.delete.keep', defaultMessage: 'Keep' },
  save: { id: 'recipients.save', defaultMessage: 'Save' },
  empty: { id: 'recipients.empty', defaultMessage: 'No invoice recipients yet' },
  emptyHint: {
    id: 'recipients.empty.hint',
    defaultMessage: 'Add one here or during checkout.',
  },
  loadFailed: {
    id: 'recipients.loadFailed',
    defaultMessage: 'The invoice recipients could not be loaded.',
  },
  reload: { id: 'recipients.reload', defaultMessage: 'Reload' },
  loading: { id: 'recipients.loading', defaultMessage: 'Loading invoice recipients…' },
  inUse: {
    id: 'recipients.delete.inUse',
    defaultMessage:
      'A subscription is billed to this recipient, so it cannot be deleted. Edit its address instead, or delete it once the subscription has ended.',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof messagesDeclared, MessageDescriptor> = messagesDeclared;

/** Props of {@link InvoiceRecipients}. */
export interface InvoiceRecipientsProps {
  /** The signed-in organization. */
  organizationId: string;
}

/** A country's name in the user's language ("Deutschland" for DE), or its code where unknown. */
function useCountryName(code: string): string {
  const { locale } = useIntl();
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A recipient's postal address, one line each; the country by name, as on a letter. */
export function RecipientAddress({ recipient }: { recipient: Customer }) {
  const country = useCountryName(recipient.country);
  return (
    <address className={styles.address}>
      {recipient.companyOrName}
      <br />
      {recipient.addressLine1}
      {recipient.addressLine2 ? (
        <>
          <br />
          {recipient.addressLine2}
        </>
      ) : null}
      <br />
      {[recipient.zipCode, recipient.city].join(' ')}
      <br />
      {country}
      <br />
      {recipient.email}
      {recipient.vatId ? (
        <>
          <br />
          <FormattedMessage
            id="recipients.vatId"
            defaultMessage="VAT ID {vatId}"
            values={{ vatId: recipient.vatId }}
          />
        </>
      ) : null}
    </address>
  );
}

/** Statuses in which a subscription still bills its recipient (the server's rule too). */
const BILLING = new Set(['active', 'trialing', 'past_due']);

/** Whether a subscription still bills its recipient: running, and not ended yet. */
function bills(subscription: Subscription): boolean {
  return (
    BILLING.has(subscription.status) &&
    (subscription.endsAt === null || Date.parse(subscription.endsAt) > Date.now())
  );
}

/**
 * A loading recipient, shaped like its row: the address's lines (name, street, town, country,
 * email) and the Edit and Delete buttons.
 */
function RecipientSkeleton() {
  return (
    <div className={styles.item}>
      <div className={styles.skeletonAddress}>
        {['85%', '70%', '55%', '40%', '95%'].map((width, i) => (
          <Skeleton key={i} shape="line" width={width} />
        ))}
      </div>
      <div className={styles.stack}>
        <div className={styles.row}>
          <Skeleton shape="rect" width="18rem" height="2rem" />
          <Skeleton shape="rect" width="19rem" height="2rem" />
        </div>
      </div>
    </div>
  );
}

// Route /settings/customers. Spec section 5: one invoice recipient per subscription, so a recipient
// a subscription still bills cannot be deleted; the Delete button is disabled with the reason
// before the server would refuse (`customers.in_use`).
/**
 * The companies or people the owner's invoices are addressed to: list, add, edit and delete, with
 * the same checks as at checkout. Deleting asks first; a recipient that a subscription still bills
 * cannot be deleted, and says why. The prop that matters: `organizationId`.
 */
export function InvoiceRecipients({ organizationId }: InvoiceRecipientsProps) {
  const intl = useIntl();
  const customers = useCustomers(organizationId);
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const remove = useDeleteCustomer();
  const subscriptions = useSubscriptions(organizationId);
  const inUse = new Set((subscriptions.data ?? []).filter(bills).map((s) => s.customer.id));
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  // Whether the open form has changes not saved, and the question before closing it then.
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const params = { organizationId };

  let body;
  if (customers.status === 'error') {
    body = (
      <>
        <Alert type="error">{intl.formatMessage(messages.loadFailed)}</Alert>
        <div>
          <Button variant="outline" onPress={() => void customers.reload()}>
            {intl.formatMessage(messages.reload)}
          </Button>
        </div>
      </>
    );
  } else if (!customers.data) {
    body = (
      <div className={styles.list} role="status" aria-label={intl.formatMessage(messages.loading)}>
        <RecipientSkeleton />
        <RecipientSkeleton />
      </div>
    );
  } else if (customers.data.length === 0) {
    body = (
      <EmptyState
        level={2}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage(messages.title)}>
        {customers.data.map((customer) => {
          const blocked = inUse.has(customer.id);
          const reasonId = `recipient-in-use-${customer.id}`;
          return (
            <li key={customer.id} className={styles.item}>
              <RecipientAddress recipient={customer} />
              <div className={styles.stack}>
                <div className={styles.row}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={intl.formatMessage(messages.edit, { name: customer.companyOrName })}
                    onPress={() => setEditing(customer)}
                  >
                    {intl.formatMessage(messages.editAction)}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    isDisabled={blocked}
                    aria-describedby={blocked ? reasonId : undefined}
                    aria-label={intl.formatMessage(messages.delete, {
                      name: customer.companyOrName,
                    })}
                    onPress={() => setDeleting(customer)}
                  >
                    {intl.formatMessage(messages.deleteAction)}
                  </Button>
                </div>
                {blocked ? (
                  <p id={reasonId} className={styles.muted}>
                    {intl.formatMessage(messages.inUse)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.stack}>
      <div>
        <Button onPress={() => setEditing('new')}>{intl.formatMessage(messages.add)}</Button>
      </div>
      {body}
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          // Escape or the close button with changes not saved asks first: they were thrown away
          // without a word (owner trial 7), where the settings pages ask.
          if (dirty) setConfirmingClose(true);
          else setEditing(null);
        }}
        // As wide as the form (32rem, two columns): a wide dialog left half of it empty (owner
        // trial 6).
        size="md"
      >
        <Dialog
          title={intl.formatMessage(editing === 'new' ? messages.add : messages.editTitle)}
          closeLabel={intl.formatMessage(messages.close)}
        >
          {() =>
            editing === null ? null : (
              <InvoiceRecipientForm
                aria-label={intl.formatMessage(
                  editing === 'new' ? messages.add : messages.editTitle,
                )}
                initialValues={editing === 'new' ? undefined : toRecipientValues(editing)}
                submitLabel={intl.formatMessage(messages.save)}
                // Cancel is the owner's own choice to drop the changes: no question.
                onCancel={() => setEditing(null)}
                onDirtyChange={setDirty}
                onSubmit={async (input) => {
                  if (editing === 'new') await create.trigger({ params, body: input });
                  else
                    await update.trigger({
                      params: { ...params, customerId: editing.id },
                      body: input,
                    });
                  setEditing(null);
                }}
              />
            )
          }
        </Dialog>
      </Modal>
      <UnsavedChangesDialog
        isOpen={confirmingClose}
        onStay={() => setConfirmingClose(false)}
        onLeave={() => {
          setConfirmingClose(false);
          setEditing(null);
        }}
      />
      <Modal
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      >
        <Dialog
          role="alertdialog"
          title={intl.formatMessage(messages.deleteTitle)}
          footer={(close) => (
            <>
              <Button variant="outline" onPress={close}>
                {intl.formatMessage(messages.keep)}
              </Button>
              <Button
                variant="danger"
                isDisabled={remove.isMutating}
                onPress={() => {
                  if (!deleting) return;
                  remove
                    .trigger({ params: { ...params, customerId: deleting.id } })
                    .then(close, () => close());
                }}
              >
                {remove.isMutating
                  ? intl.formatMessage(messages.deleting)
                  : intl.formatMessage(messages.delete, { name: deleting?.companyOrName ?? '' })}
              </Button>
            </>
          )}
        >
          <p>{intl.formatMessage(messages.deleteText, { name: deleting?.companyOrName ?? '' })}</p>
        </Dialog>
      </Modal>
    </div>
  );
}
