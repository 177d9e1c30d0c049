import {
  forgotPasswordFormSchema,
  requestPasswordResetEndpoint,
  type ForgotPasswordForm as Values,
} from '@locperf/api/auth';
import { useApiMutation } from '@locperf/api/react';
import {
  EmailField,
  FormErrorAlert,
  formStyles,
  FormSubmit,
  useSchemaForm,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Form } from '@locperf/ui/form';
import { Link } from '@locperf/ui/link';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  submit: { id: 'passwordForgot.submit', defaultMessage: 'Send reset link' },
  pending: { id: 'passwordForgot.submit.pending', defaultMessage: 'Sending…' },
  form: { id: 'passwordForgot.form', defaultMessage: 'Request a password reset link' },
});

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Link of the sign-in page. */
  loginHref: string;
  /** Values to start with (stories). */
  initialValues?: Values;
}

// Spec sections 2 and 5: accounts that never confirmed their email get "not allowed for
// non-activated users" on the field.
/**
 * For an owner who forgot their password: asks for the email address and sends a link to set a new
 * one. An account whose email was never confirmed is told so on the field.
 */
export function ForgotPasswordForm({
  loginHref,
  initialValues = { email: '' },
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const { trigger } = useApiMutation(requestPasswordResetEndpoint, { invalidates: [] });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: forgotPasswordFormSchema,
    initialValues,
    onSubmit: async ({ email }) => {
      await trigger({ body: { email: email.trim() } });
      setSentTo(email.trim());
    },
  });

  return (
    <div className={formStyles.column}>
      <p>
        <FormattedMessage
          id="passwordForgot.intro"
          defaultMessage="Enter the email address of your account. We will send you a link to set a new password."
        />
      </p>
      {sentTo !== null && form.succeeded ? (
        <Alert type="success">
          <FormattedMessage
            id="passwordForgot.sent"
            defaultMessage="If an account exists for {email}, we have sent it a link to reset the password."
            values={{ email: sentTo }}
          />
        </Alert>
      ) : null}
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.form)}
      >
        <FormErrorAlert error={form.formError} />
        <EmailField form={form} />
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
      <p>
        <Link href={loginHref}>
          <FormattedMessage id="passwordForgot.login" defaultMessage="Back to sign-in" />
        </Link>
      </p>
    </div>
  );
}
