import { useCreateCustomer, useCustomers } from '@locperf/api/customers';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';
import { Skeleton } from '@locperf/ui/skeleton';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './invoice-recipients.css';
import { RecipientAddress } from './invoice-recipients';
import { InvoiceRecipientForm } from './recipient-form';

const messagesDeclared = defineMessages({
  choose: { id: 'recipients.picker.choose', defaultMessage: 'Invoice recipient' },
  new: { id: 'recipients.picker.new', defaultMessage: 'New invoice recipient' },
  create: { id: 'recipients.picker.create', defaultMessage: 'Save and use this recipient' },
  hint: {
    id: 'recipients.picker.hint',
    defaultMessage: 'One invoice recipient per subscription.',
  },
  loadFailed: {
    id: 'recipients.loadFailed',
    defaultMessage: 'The invoice recipients could not be loaded.',
  },
  reload: { id: 'recipients.reload', defaultMessage: 'Reload' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof messagesDeclared, MessageDescriptor> = messagesDeclared;

/** Props of {@link InvoiceRecipientPicker}. */
export interface InvoiceRecipientPickerProps {
  organizationId: string;
  /** The chosen recipient's id. */
  value: string | null;
  /** Called when the user picks or creates a recipient. */
  onChange: (customerId: string) => void;
  /** Called with true while the form for a new recipient is open, false once it closes. */
  onEditingChange?: (editing: boolean) => void;
}

// Spec section 4 (Checkout); one recipient per subscription, spec section 5. Same form and
// validation as /settings/customers.
/**
 * Checkout's invoice-recipient step: choose an existing recipient or create one. Without any
 * recipient the form opens at once.
 */
export function InvoiceRecipientPicker({
  organizationId,
  value,
  onChange,
  onEditingChange,
}: InvoiceRecipientPickerProps) {
  const intl = useIntl();
  const customers = useCustomers(organizationId);
  const create = useCreateCustomer();
  const [creating, setCreating] = useState(false);
  // Where focus goes once the step has re-rendered: into the form that opened, back to the button
  // that opened it, or to the recipient just created. Without this it fell to the page, and what
  // the user typed next went nowhere (owner trial 7).
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'form' | 'button' | 'choice' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    const root = rootRef.current;
    if (!target || !root) return;
    const selector = {
      form: 'form input:not([type="hidden"])',
      button: '[data-new-recipient] button',
      choice: 'input[type="radio"]:checked',
    }[target];
    const element = root.querySelector<HTMLElement>(selector);
    const active = document.activeElement;
    const focusLost = !active || active === document.body || root.contains(active);
    // The recipient just created is in the list only once it has been read again: until then
    // the wish waits for the next render, as long as focus has gone nowhere else (owner trial 11:
    // it fell to the page).
    if (element || !focusLost) focusNext.current = null;
    element?.focus();
  });
  // A save clears the cached list while it revalidates (spec section 7); the query keeps the last
  // one meanwhile, so the form with the typed values stays mounted whatever the answer.
  const list = customers.data;

  // The only recipient is the one to choose: it is chosen for the user, who can still create
  // another (owner trial: one recipient, and Continue still asked to choose it).
  const only = list?.length === 1 ? list[0]!.id : null;
  useEffect(() => {
    if (value === null && only !== null) onChange(only);
  }, [value, only, onChange]);

  // The form is open: typed values exist that Continue would otherwise pass over. Reported
  // while it is open, and its end when it closes or the picker goes.
  const editing = creating && (list?.length ?? 0) > 0;
  useEffect(() => {
    if (!editing || !onEditingChange) return undefined;
    onEditingChange(true);
    return () => onEditingChange(false);
  }, [editing, onEditingChange]);

  if (customers.status === 'error' && !list) {
    return (
      <div className={styles.stack}>
        <Alert type="error">{intl.formatMessage(messages.loadFailed)}</Alert>
        <div>
          <Button variant="outline" onPress={() => void customers.reload()}>
            {intl.formatMessage(messages.reload)}
          </Button>
        </div>
      </div>
    );
  }
  if (!list) return <Skeleton shape="rect" height="6rem" />;
  const showForm = creating || list.length === 0;

  return (
    <div className={styles.stack} ref={rootRef}>
      {list.length ? (
        <RadioGroup
          label={intl.formatMessage(messages.choose)}
          description={intl.formatMessage(messages.hint)}
          value={value}
          onChange={(id) => {
            setCreating(false);
            onChange(id);
          }}
        >
          {list.map((customer) => (
            <Radio key={customer.id} value={customer.id}>
              <RecipientAddress recipient={customer} />
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {showForm ? (
        <InvoiceRecipientForm
          aria-label={intl.formatMessage(messages.new)}
          submitLabel={intl.formatMessage(messages.create)}
          onCancel={
            list.length
              ? () => {
                  focusNext.current = 'button';
                  setCreating(false);
                }
              : undefined
          }
          onSubmit={async (input) => {
            const created = await create.trigger({ params: { organizationId }, body: input });
            focusNext.current = 'choice';
            setCreating(false);
            onChange(created.id);
          }}
        />
      ) : (
        <div data-new-recipient>
          <Button
            variant="outline"
            onPress={() => {
              focusNext.current = 'form';
              setCreating(true);
            }}
          >
            {intl.formatMessage(messages.new)}
          </Button>
        </div>
      )}
    </div>
  );
}
