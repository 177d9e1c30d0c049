import { invoiceCountries, recipientFormSchema, type CustomerInput } from '@locperf/api/customers';
import {
  FormErrorAlert,
  RequiredNote,
  useReportDirty,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Button } from '@locperf/ui/button';
import { DialogActions } from '@locperf/ui/dialog';
import { Form } from '@locperf/ui/form';
import { ListBoxItem } from '@locperf/ui/list-box';
import { Select } from '@locperf/ui/select';
import { TextField } from '@locperf/ui/text-field';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './invoice-recipients.css';
import { EMPTY_RECIPIENT, toCustomerInput, type RecipientValues } from './validation';

const messagesDeclared = defineMessages({
  email: { id: 'recipient.field.email', defaultMessage: 'Invoice email' },
  companyOrName: { id: 'recipient.field.companyOrName', defaultMessage: 'Company or name' },
  addressLine1: { id: 'recipient.field.addressLine1', defaultMessage: 'Address' },
  addressLine2: {
    id: 'recipient.field.addressLine2',
    defaultMessage: 'Address line 2 (optional)',
  },
  city: { id: 'recipient.field.city', defaultMessage: 'City' },
  zipCode: { id: 'recipient.field.zipCode', defaultMessage: 'Postal code' },
  country: { id: 'recipient.field.country', defaultMessage: 'Country' },
  vatId: { id: 'recipient.field.vatId', defaultMessage: 'VAT ID (optional)' },
  vatIdHint: {
    id: 'recipient.field.vatId.hint',
    defaultMessage: 'For businesses in the EU, with the country code, e.g. DE123456789.',
  },
  cancel: { id: 'recipient.form.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'recipient.form.saving', defaultMessage: 'Saving…' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof messagesDeclared, MessageDescriptor> = messagesDeclared;

/** Props of {@link InvoiceRecipientForm}. */
export interface InvoiceRecipientFormProps {
  /** Values to start from (editing); empty with Germany otherwise. */
  initialValues?: RecipientValues;
  /** Saves the recipient; a rejected `ValidationError` puts its violations on the fields. */
  onSubmit: (input: CustomerInput) => Promise<unknown>;
  /** Label of the submit button, e.g. "Save" or "Continue". */
  submitLabel: string;
  /** Shows a Cancel button when given. @default undefined */
  onCancel?: () => void;
  /** Accessible name of the form. */
  'aria-label': string;
  /** Hears whether the form has changes not saved yet (a dialog then asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
}

// Spec sections 3 and 5. Runs on the kit's form hook with the recipient schema of
// `@locperf/api/customers` that the server applies too: errors after a change (debounced 300 ms) or
// on submit, 422 violations on their fields.
/**
 * The invoice-recipient form: email, company or name, address, optional second line, city, postal
 * code checked per country, country and an optional EU VAT ID. Errors show after a change or on
 * saving, and what was typed survives every failed save.
 */
export function InvoiceRecipientForm({
  initialValues = EMPTY_RECIPIENT,
  onSubmit,
  submitLabel,
  onCancel,
  'aria-label': ariaLabel,
  onDirtyChange,
}: InvoiceRecipientFormProps) {
  const intl = useIntl();
  const form = useSchemaForm<RecipientValues>({
    schema: recipientFormSchema,
    initialValues,
    onSubmit: async (values) => {
      await onSubmit(toCustomerInput(values));
    },
  });
  useReportDirty(form.dirty, onDirtyChange);
  const fieldProps = useTextFieldProps(form);
  const countryNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);

  const field = (
    name: Exclude<keyof RecipientValues, 'country'>,
    extra: { type?: 'email'; autoComplete: string; description?: string },
  ) => (
    <TextField
      {...fieldProps(name)}
      label={intl.formatMessage(messages[name])}
      isRequired={name !== 'addressLine2' && name !== 'vatId'}
      {...extra}
    />
  );

  return (
    <Form validationBehavior="aria" aria-label={ariaLabel} onSubmit={form.handleSubmit}>
      <div className={styles.stack}>
        <FormErrorAlert error={form.formError} />
        <RequiredNote />
        <div className={styles.grid}>
          {field('companyOrName', { autoComplete: 'organization' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('addressLine1', { autoComplete: 'address-line1' })}
          {field('addressLine2', { autoComplete: 'address-line2' })}
          {field('zipCode', { autoComplete: 'postal-code' })}
          {field('city', { autoComplete: 'address-level2' })}
          <Select
            label={intl.formatMessage(messages.country)}
            name="country"
            value={form.values.country}
            onChange={(key) => form.setValue('country', String(key))}
            isRequired
            items={invoiceCountries.map((code) => ({
              id: code,
              name: countryNames?.of(code) ?? code,
            }))}
          >
            {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
          </Select>
          {field('vatId', {
            autoComplete: 'off',
            description: intl.formatMessage(messages.vatIdHint),
          })}
        </div>
        {/* One footer for every dialog and form: the way back first, the act last. */}
        <DialogActions>
          {onCancel ? (
            <Button variant="outline" onPress={onCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
          <Button type="submit" isDisabled={form.submitting}>
            {form.submitting ? intl.formatMessage(messages.saving) : submitLabel}
          </Button>
        </DialogActions>
      </div>
    </Form>
  );
}
