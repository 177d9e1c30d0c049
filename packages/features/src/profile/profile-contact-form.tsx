import {
  profileContactFormSchema,
  useProfile,
  useUpdateProfile,
  type ProfileContactForm as Values,
} from '@locperf/api/profile';
import {
  FormErrorAlert,
  formStyles,
  FormSubmit,
  PersonFields,
  useFormMessage,
  useReportDirty,
  useSchemaForm,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Form } from '@locperf/ui/form';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { LoadingOrError } from './loading';

const messages = defineMessages({
  submit: { id: 'profile.contact.submit', defaultMessage: 'Save' },
  pending: { id: 'profile.contact.submit.pending', defaultMessage: 'Saving…' },
  form: { id: 'profile.contact.form', defaultMessage: 'Contact details' },
});

/** Props every profile form takes. */
export interface DirtyProps {
  /** Called when the form gets or loses unsaved changes (the app warns before leaving). @default undefined */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The contact form once the profile is loaded. */
export function ProfileContactFields({
  initialValues,
  onDirtyChange,
}: { initialValues: Values } & DirtyProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useUpdateProfile();
  const form = useSchemaForm<Values>({
    schema: profileContactFormSchema,
    initialValues,
    draftKey: 'profile.contact',
    onSubmit: async (values) => {
      await trigger({ body: { ...values, email: values.email.trim() } });
    },
  });
  useReportDirty(form.dirty, onDirtyChange);
  return (
    <Form
      validationBehavior="aria"
      onSubmit={form.handleSubmit}
      aria-label={intl.formatMessage(messages.form)}
    >
      {form.succeeded ? <Alert type="success">{t({ key: 'settings.saved' })}</Alert> : null}
      <FormErrorAlert error={form.formError} />
      <PersonFields form={form} />
      <FormSubmit
        submitting={form.submitting}
        label={messages.submit}
        pendingLabel={messages.pending}
      />
    </Form>
  );
}

// Spec section 2 (profile contact).
/**
 * Lets the signed-in owner change their first name, last name and email address. It shows a
 * placeholder while loading and the reason when loading or saving fails.
 */
export function ProfileContactForm({ onDirtyChange }: DirtyProps = {}) {
  const { data, error } = useProfile();
  if (!data) return <LoadingOrError error={error} />;
  return (
    <div className={formStyles.column}>
      <ProfileContactFields
        key={data.id}
        initialValues={{ firstName: data.firstName, lastName: data.lastName, email: data.email }}
        onDirtyChange={onDirtyChange}
      />
    </div>
  );
}
