import { ValidationError } from '@locperf/api/client';
import { invoiceCountries, type CustomerInput } from '@locperf/api/customers';
import { useTranslateKey } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { ListBoxItem } from '@locperf/ui/list-box';
import { Select } from '@locperf/ui/select';
import { TextField } from '@locperf/ui/text-field';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './invoice-recipients.css';
import {
  EMPTY_RECIPIENT,
  recipientFields,
  toCustomerInput,
  validateRecipient,
  type RecipientValues,
} from './validation';

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
  cancel: { id: 'recipient.form.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'recipient.form.saving', defaultMessage: 'Saving…' },
  failed: {
    id: 'recipient.form.failed',
    defaultMessage:
      'The invoice recipient could not be saved. Your input is kept; please try again.',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof messagesDeclared, MessageDescriptor> = messagesDeclared;

/** Spec section 5: form input validation is debounced by 300 ms. */
const VALIDATION_DEBOUNCE_MS = 300;

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
}

/**
 * The invoice-recipient form (spec sections 3 and 5): email, company or name, address, optional
 * second line, city, postal code checked per country, country. Errors show per field after a
 * field was left or the form submitted, re-checked 300 ms after typing. The typed values live in
 * this component, so a failed save (422, 500, offline) never loses them.
 */
export function InvoiceRecipientForm({
  initialValues = EMPTY_RECIPIENT,
  onSubmit,
  submitLabel,
  onCancel,
  'aria-label': ariaLabel,
}: InvoiceRecipientFormProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [values, setValues] = useState(initialValues);
  const [checked, setChecked] = useState(values);
  const [touched, setTouched] = useState<Set<keyof RecipientValues>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setChecked(values), VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values]);

  const errors = useMemo(() => validateRecipient(checked), [checked]);
  const countryNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);

  const errorFor = (field: keyof RecipientValues) => {
    const key = serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined);
    return key ? (translate(key).text ?? key) : undefined;
  };

  const change = (field: keyof RecipientValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTouched(new Set(recipientFields));
    setChecked(values);
    setFailed(false);
    if (Object.keys(validateRecipient(values)).length) return;
    setPending(true);
    try {
      await onSubmit(toCustomerInput(values));
    } catch (error) {
      if (error instanceof ValidationError) {
        const next: Record<string, string> = {};
        for (const violation of error.violations) next[violation.propertyPath] = violation.key;
        setServerErrors(next);
        if (!error.violations.some((v) => recipientFields.includes(v.propertyPath as never))) {
          setFailed(true);
        }
      } else {
        setFailed(true);
      }
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof RecipientValues, extra: { type?: 'email'; autoComplete: string }) => (
    <TextField
      label={intl.formatMessage(messages[name])}
      name={name}
      value={values[name]}
      onChange={change(name)}
      onBlur={() => setTouched((current) => new Set(current).add(name))}
      isRequired={name !== 'addressLine2'}
      isInvalid={errorFor(name) !== undefined}
      errorMessage={errorFor(name)}
      validationBehavior="aria"
      {...extra}
    />
  );

  return (
    <form aria-label={ariaLabel} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.stack}>
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
            value={values.country}
            onChange={(key) => change('country')(String(key))}
            isRequired
            items={invoiceCountries.map((code) => ({
              id: code,
              name: countryNames?.of(code) ?? code,
            }))}
          >
            {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
          </Select>
        </div>
        {failed ? <Alert type="error">{intl.formatMessage(messages.failed)}</Alert> : null}
        <div className={styles.row}>
          <Button type="submit" isDisabled={pending}>
            {pending ? intl.formatMessage(messages.saving) : submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="outline" onPress={onCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}
