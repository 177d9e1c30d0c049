import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { RequiredFieldsNote } from '@locperf/ui/field';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as formStyles from './forms.css';
import type { FormMessage, SchemaForm } from './use-schema-form';
import { useFormMessage } from './messages';

const messages = defineMessages({
  requiredNote: {
    id: 'form.requiredNote',
    defaultMessage: 'Fields marked * are required.',
    description: 'At the top of a form; required fields show an asterisk after their label',
  },
});

/**
 * Says up front which fields must be filled in (WCAG 3.3.2; owner trial 7 learnt that the
 * cancellation reason was required only from the error after "Next"). A direct child of the form:
 * its required fields then show an asterisk (ui's RequiredFieldsNote). For a form that mixes
 * required and optional fields (an invoice recipient, the cancel dialog) or is long (sign-up); a
 * short form whose every field is needed (sign in, contact, a template, a password change) goes
 * without it, so the marks mean the same everywhere (designer review 7).
 */
export function RequiredNote() {
  const intl = useIntl();
  return <RequiredFieldsNote>{intl.formatMessage(messages.requiredNote)}</RequiredFieldsNote>;
}

/** The form-level error of a form, as an alert that screen readers announce. */
export function FormErrorAlert({ error }: { error: FormMessage | null }) {
  const t = useFormMessage();
  return error ? <Alert type="error">{t(error)}</Alert> : null;
}

/**
 * Props wiring a text field to a schema form: controlled value, change, invalid state and the
 * translated error message.
 */
export function useTextFieldProps<T extends Record<string, string | boolean | undefined>>(
  form: SchemaForm<T>,
) {
  const t = useFormMessage();
  return <K extends keyof T & string>(name: K) => {
    const error = form.errors[name];
    return {
      name,
      value: String(form.values[name] ?? ''),
      onChange: (value: string) => form.setValue(name, value as T[K]),
      isInvalid: error !== undefined,
      errorMessage: t(error),
    };
  };
}

/**
 * The submit row every schema form ends with: one primary button that shows its pending label
 * (and keeps its width) while the form is being submitted.
 */
export function FormSubmit({
  submitting,
  label,
  pendingLabel,
}: {
  /** The form's `submitting` state. */
  submitting: boolean;
  /** The button's text. */
  label: MessageDescriptor;
  /** What the button says while the request runs. */
  pendingLabel: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <div className={formStyles.actions}>
      <Button type="submit" isPending={submitting} pendingLabel={intl.formatMessage(pendingLabel)}>
        {intl.formatMessage(label)}
      </Button>
    </div>
  );
}
