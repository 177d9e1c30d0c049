import { PasswordField } from '@locperf/ui/password-field';
import { TextField } from '@locperf/ui/text-field';
import { useId } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { useTextFieldProps } from './form-parts';
import * as formStyles from './forms.css';
import { PasswordChecklist } from './password-checklist';
import type { SchemaForm } from './use-schema-form';

/** The one set of texts of the shared field groups, whichever form shows them. */
const messages = defineMessages({
  firstName: { id: 'form.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'form.field.lastName', defaultMessage: 'Last name' },
  email: { id: 'form.field.email', defaultMessage: 'Email' },
  password: { id: 'form.password', defaultMessage: 'Password' },
  passwordRepeat: { id: 'form.password.repeat', defaultMessage: 'Repeat password' },
  newPassword: { id: 'form.password.new', defaultMessage: 'New password' },
  newPasswordRepeat: { id: 'form.password.new.repeat', defaultMessage: 'Repeat new password' },
  currentPassword: { id: 'form.password.current', defaultMessage: 'Current password' },
  show: { id: 'form.password.show', defaultMessage: 'Show password' },
  hide: { id: 'form.password.hide', defaultMessage: 'Hide password' },
});

// One set of message ids (issue 15).
/**
 * The show/hide labels of every password field, so each form says it the same way in every
 * language.
 */
export function usePasswordToggleLabels(): { showLabel: string; hideLabel: string } {
  const intl = useIntl();
  return {
    showLabel: intl.formatMessage(messages.show),
    hideLabel: intl.formatMessage(messages.hide),
  };
}

type FormValues = Record<string, string | boolean | undefined>;
type EmailValues = FormValues & { email: string };
type PersonValues = EmailValues & { firstName: string; lastName: string };

/** Props of {@link EmailField}. */
export interface EmailFieldProps<T extends EmailValues> {
  form: SchemaForm<T>;
  /** `'username'` on a sign-in form, so password managers pair it. @default 'email' */
  autoComplete?: 'email' | 'username';
}

/** The email address of a person, labelled "Email" in every form that asks for one. */
export function EmailField<T extends EmailValues>({
  form,
  autoComplete = 'email',
}: EmailFieldProps<T>) {
  const intl = useIntl();
  const field = useTextFieldProps(form);
  return (
    <TextField
      {...field('email')}
      label={intl.formatMessage(messages.email)}
      type="email"
      autoComplete={autoComplete}
      isRequired
    />
  );
}

// Spec section 5's password rules apply to new passwords only.
/**
 * The password of a sign-in, with show/hide. Any length is taken: old accounts may have
 * passwords outside today's rules.
 */
export function SignInPasswordField<T extends FormValues & { password: string }>({
  form,
}: {
  form: SchemaForm<T>;
}) {
  const intl = useIntl();
  const field = useTextFieldProps(form);
  return (
    <PasswordField
      {...field('password')}
      label={intl.formatMessage(messages.password)}
      autoComplete="current-password"
      minLength={0}
      maxLength={1024}
      isRequired
      {...usePasswordToggleLabels()}
    />
  );
}

/**
 * First name and last name side by side, then the email address (sign-up, profile contact),
 * wired to a schema form whose values hold those three fields.
 */
export function PersonFields<T extends PersonValues>({ form }: { form: SchemaForm<T> }) {
  const intl = useIntl();
  const field = useTextFieldProps(form);
  return (
    <>
      <div className={formStyles.row}>
        <TextField
          {...field('firstName')}
          label={intl.formatMessage(messages.firstName)}
          autoComplete="given-name"
          isRequired
        />
        <TextField
          {...field('lastName')}
          label={intl.formatMessage(messages.lastName)}
          autoComplete="family-name"
          isRequired
        />
      </div>
      <EmailField form={form} />
    </>
  );
}

type PasswordValues = FormValues & { password: string; passwordRepeat: string };

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps<T extends PasswordValues> {
  form: SchemaForm<T>;
  /**
   * `'first'` for an account's first password ("Password"), `'new'` for a replacement ("New
   * password"), `'change'` for a replacement behind the current password, which it asks first.
   */
  purpose: 'first' | 'new' | 'change';
}

// Password rules: spec section 5.
/**
 * A new password with show/hide, the live rule checklist, and its repeat ("Passwords do not match."
 * comes from the shared schema).
 */
export function NewPasswordFields<T extends PasswordValues>({
  form,
  purpose,
}: NewPasswordFieldsProps<T>) {
  const intl = useIntl();
  const checklistId = useId();
  const field = useTextFieldProps(form);
  const toggle = usePasswordToggleLabels();
  const isFirst = purpose === 'first';
  return (
    <>
      {purpose === 'change' ? (
        <PasswordField
          {...field('currentPassword' as keyof T & string)}
          label={intl.formatMessage(messages.currentPassword)}
          autoComplete="current-password"
          // The current password was set under older rules: any length is accepted here.
          minLength={0}
          maxLength={1024}
          isRequired
          {...toggle}
        />
      ) : null}
      <PasswordField
        {...field('password')}
        label={intl.formatMessage(isFirst ? messages.password : messages.newPassword)}
        autoComplete="new-password"
        isRequired
        {...toggle}
      />
      <PasswordChecklist id={checklistId} password={form.values.password} />
      <PasswordField
        {...field('passwordRepeat')}
        label={intl.formatMessage(isFirst ? messages.passwordRepeat : messages.newPasswordRepeat)}
        autoComplete="new-password"
        isRequired
        {...toggle}
      />
    </>
  );
}
