import {
  passwordChangeFormSchema,
  useChangePassword,
  type PasswordChangeForm as Values,
} from '@locperf/api/profile';
import {
  FormErrorAlert,
  formStyles,
  PasswordChecklist,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Form } from '@locperf/ui/form';
import { PasswordField } from '@locperf/ui/password-field';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  current: { id: 'profile.password.current', defaultMessage: 'Current password' },
  password: { id: 'profile.password.new', defaultMessage: 'New password' },
  passwordRepeat: { id: 'profile.password.repeat', defaultMessage: 'Repeat new password' },
  show: { id: 'profile.password.show', defaultMessage: 'Show password' },
  hide: { id: 'profile.password.hide', defaultMessage: 'Hide password' },
  submit: { id: 'profile.password.submit', defaultMessage: 'Change password' },
  pending: { id: 'profile.password.submit.pending', defaultMessage: 'Saving…' },
});

const empty: Values = { currentPassword: '', password: '', passwordRepeat: '' };

/**
 * Change password (spec sections 2 and 5): current, new and repeated password, the rule
 * checklist live, "Passwords do not match." on the repeat.
 */
export function PasswordChangeForm({ initialValues = empty }: { initialValues?: Values }) {
  const intl = useIntl();
  const t = useFormMessage();
  const checklistId = useId();
  const { trigger } = useChangePassword();
  const form = useSchemaForm<Values>({
    schema: passwordChangeFormSchema,
    initialValues,
    resetOnSuccess: empty,
    onSubmit: async ({ currentPassword, password }) => {
      await trigger({ body: { currentPassword, password } });
    },
  });
  const field = useTextFieldProps(form);
  const passwordProblem =
    form.errors.password !== undefined || form.errors.passwordRepeat !== undefined;

  return (
    <div className={formStyles.column}>
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.submit)}
      >
        {form.succeeded ? (
          <Alert type="success">{t({ key: 'profile.password.changed' })}</Alert>
        ) : null}
        <FormErrorAlert
          error={
            form.formError ??
            (passwordProblem && form.values.passwordRepeat
              ? { key: 'validation.password.invalid' }
              : null)
          }
        />
        <PasswordField
          {...field('currentPassword')}
          label={intl.formatMessage(messages.current)}
          autoComplete="current-password"
          minLength={0}
          maxLength={1024}
          isRequired
          showLabel={intl.formatMessage(messages.show)}
          hideLabel={intl.formatMessage(messages.hide)}
        />
        <PasswordField
          {...field('password')}
          label={intl.formatMessage(messages.password)}
          autoComplete="new-password"
          isRequired
          showLabel={intl.formatMessage(messages.show)}
          hideLabel={intl.formatMessage(messages.hide)}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <PasswordField
          {...field('passwordRepeat')}
          label={intl.formatMessage(messages.passwordRepeat)}
          autoComplete="new-password"
          isRequired
          showLabel={intl.formatMessage(messages.show)}
          hideLabel={intl.formatMessage(messages.hide)}
        />
        <div className={formStyles.actions}>
          <Button
            type="submit"
            isPending={form.submitting}
            pendingLabel={intl.formatMessage(messages.pending)}
          >
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      </Form>
    </div>
  );
}
