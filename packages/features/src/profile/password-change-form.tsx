import {
  passwordChangeFormSchema,
  useChangePassword,
  type PasswordChangeForm as Values,
} from '@locperf/api/profile';
import {
  FormErrorAlert,
  formStyles,
  FormSubmit,
  NewPasswordFields,
  useFormMessage,
  useReportDirty,
  useSchemaForm,
} from '@locperf/features/forms';
import type { DirtyProps } from './profile-contact-form';
import { Alert } from '@locperf/ui/alert';
import { Form } from '@locperf/ui/form';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  submit: { id: 'profile.password.submit', defaultMessage: 'Change password' },
  pending: { id: 'profile.password.submit.pending', defaultMessage: 'Saving…' },
});

const empty: Values = { currentPassword: '', password: '', passwordRepeat: '' };

// Spec sections 2 and 5.
/**
 * Changes the owner's password: the current one, the new one with its rules ticked while typing,
 * and the repeat.
 */
export function PasswordChangeForm({
  initialValues = empty,
  onDirtyChange,
}: { initialValues?: Values } & DirtyProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useChangePassword();
  const form = useSchemaForm<Values>({
    schema: passwordChangeFormSchema,
    initialValues,
    resetOnSuccess: empty,
    onSubmit: async ({ currentPassword, password }) => {
      await trigger({ body: { currentPassword, password } });
    },
  });
  useReportDirty(form.dirty, onDirtyChange);

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
        {/* The password field carries spec section 5's message itself: no second copy here. */}
        <FormErrorAlert error={form.formError} />
        <NewPasswordFields form={form} purpose="change" />
        <FormSubmit
          submitting={form.submitting}
          label={messages.submit}
          pendingLabel={messages.pending}
        />
      </Form>
    </div>
  );
}
