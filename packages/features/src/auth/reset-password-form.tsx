import {
  resetPasswordEndpoint,
  resetPasswordFormSchema,
  type ResetPasswordForm as Values,
} from '@locperf/api/auth';
import { useApiMutation } from '@locperf/api/react';
import {
  FormErrorAlert,
  formStyles,
  FormSubmit,
  NewPasswordFields,
  useFormMessage,
  useSchemaForm,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Form } from '@locperf/ui/form';
import { Link } from '@locperf/ui/link';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  submit: { id: 'passwordReset.submit', defaultMessage: 'Set new password' },
  pending: { id: 'passwordReset.submit.pending', defaultMessage: 'Saving…' },
  form: { id: 'passwordReset.form', defaultMessage: 'Set a new password' },
});

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token of the reset link (`/auth/password/reset?token=…`). */
  token: string;
  /** Link of the sign-in page, offered after success. */
  loginHref: string;
  /** Link to request a new reset link, offered when this one is invalid. */
  requestLinkHref: string;
  /**
   * Called once the new password is set; an app may show the outcome as a flash message and go
   * to sign-in (the flash outlives this page). @default undefined
   */
  onReset?: () => void;
}

// Spec sections 2, 5 and 8: the new password with its live checklist and repeat; "link invalid,
// request a new one" when the server rejects the token.
/**
 * Sets a new password after the owner opened the reset link from their email, with the password
 * rules ticked while typing. When the link is no longer valid it says so and offers to request a
 * new one.
 */
export function ResetPasswordForm({
  token,
  loginHref,
  requestLinkHref,
  onReset,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useApiMutation(resetPasswordEndpoint, { invalidates: [] });
  const form = useSchemaForm<Values>({
    schema: resetPasswordFormSchema,
    initialValues: { token, password: '', passwordRepeat: '' },
    onSubmit: async ({ passwordRepeat: _repeat, ...body }) => {
      await trigger({ body });
      onReset?.();
    },
  });

  if (form.succeeded) {
    return (
      <div className={formStyles.column}>
        <Alert type="success">{t({ key: 'auth.password_reset.success' })}</Alert>
        <p>
          <Link href={loginHref}>
            <FormattedMessage id="passwordReset.login" defaultMessage="Go to sign-in" />
          </Link>
        </p>
      </div>
    );
  }

  const linkError = form.errors.token;
  return (
    <div className={formStyles.column}>
      {linkError ? (
        <Alert type="error">
          <p>{t(linkError)}</p>
          <Link href={requestLinkHref}>
            <FormattedMessage id="passwordReset.requestNew" defaultMessage="Request a new link" />
          </Link>
        </Alert>
      ) : null}
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.form)}
      >
        <FormErrorAlert error={form.formError} />
        <NewPasswordFields form={form} purpose="new" />
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
    </div>
  );
}
