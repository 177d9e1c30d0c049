import {
  signUpEmailFormSchema,
  useSendSignUpEmail,
  type SignUpEmailForm as Values,
} from '@locperf/api/admin';
import {
  FormErrorAlert,
  formStyles,
  FormSubmit,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Form } from '@locperf/ui/form';
import { TextField } from '@locperf/ui/text-field';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { AdminUserSearch } from './admin-user-search';

const messages = defineMessages({
  email: { id: 'admin.signupEmail.email', defaultMessage: 'Email of the user' },
  hint: {
    id: 'admin.signupEmail.hint',
    defaultMessage: 'The user gets a link to create their account.',
  },
  submit: { id: 'admin.signupEmail.submit', defaultMessage: 'Send sign-up email' },
  pending: { id: 'admin.signupEmail.submit.pending', defaultMessage: 'Sending…' },
  form: { id: 'admin.signupEmail.form', defaultMessage: 'Send a sign-up email' },
});

// Admin area, spec section 6 (ROLE_ADMIN only).
/**
 * For administrators only: sends a sign-up invitation to a person's email address and confirms that
 * it was sent. Not for owners; they invite no one this way.
 */
export function AdminSignUpEmail({ initialValues = { email: '' } }: { initialValues?: Values }) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useSendSignUpEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: signUpEmailFormSchema,
    initialValues,
    onSubmit: async ({ email }) => {
      const answer = await trigger({ body: { email: email.trim() } });
      setSentTo(answer.email);
    },
  });
  const field = useTextFieldProps(form);
  return (
    <div className={formStyles.column}>
      <AdminUserSearch onChoose={(email) => form.setValue('email', email)} />
      <h2>{intl.formatMessage(messages.form)}</h2>
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.form)}
      >
        {form.succeeded && sentTo !== null ? (
          <Alert type="success">
            {t({ key: 'admin.signup_email.sent', params: { email: sentTo } })}
          </Alert>
        ) : null}
        <FormErrorAlert error={form.formError} />
        <TextField
          {...field('email')}
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.hint)}
          type="email"
          isRequired
        />
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
    </div>
  );
}
