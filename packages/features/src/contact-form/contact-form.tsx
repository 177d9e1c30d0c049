import {
  CONTACT_MESSAGE_MAX,
  contactFormSchema,
  useSendContactRequest,
  type ContactForm as Values,
} from '@locperf/api/contact';
import {
  EmailField,
  FormErrorAlert,
  formStyles,
  FormSubmit,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Form } from '@locperf/ui/form';
import { TextArea } from '@locperf/ui/text-area';
import { TextField } from '@locperf/ui/text-field';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const declared = defineMessages({
  name: { id: 'contact.form.name', defaultMessage: 'Name' },
  subject: { id: 'contact.form.subject', defaultMessage: 'Subject' },
  message: { id: 'contact.form.message', defaultMessage: 'Message' },
  count: {
    id: 'contact.form.message.count',
    defaultMessage: '{count, number} of {max, number} characters',
  },
  submit: { id: 'contact.form.submit', defaultMessage: 'Send message' },
  pending: { id: 'contact.form.submit.pending', defaultMessage: 'Sending…' },
  form: { id: 'contact.form.label', defaultMessage: 'Contact form' },
  again: { id: 'contact.form.again', defaultMessage: 'Write another message' },
});

// Typed loosely: react-intl 12 infers no value types from defineMessages.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

const empty: Values = { name: '', email: '', subject: '', message: '' };

// Public route /contact; validated by the shared schema and sent to `POST /contact`. The draft is
// kept on the device until sent.
/**
 * Lets anyone, signed in or not, write to the support team: name, email, subject and message. After
 * sending it confirms that the message arrived; a half-written message survives a reload until it
 * is sent.
 */
export function ContactForm({ initialValues = empty }: { initialValues?: Values }) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useSendContactRequest();
  const form = useSchemaForm<Values>({
    schema: contactFormSchema,
    initialValues,
    draftKey: 'contact',
    resetOnSuccess: empty,
    onSubmit: async (values) => {
      await trigger({ body: { ...values, email: values.email.trim() } });
    },
  });
  const field = useTextFieldProps(form);
  if (form.succeeded) {
    return (
      <div className={formStyles.column}>
        <Alert type="success">{t({ key: 'contact.sent' })}</Alert>
        <div className={formStyles.actions}>
          <Button variant="outline" onPress={() => form.reset(empty)}>
            {intl.formatMessage(messages.again)}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={formStyles.column}>
      <Form
        validationBehavior="aria"
        onSubmit={form.handleSubmit}
        aria-label={intl.formatMessage(messages.form)}
      >
        <FormErrorAlert error={form.formError} />
        <TextField
          {...field('name')}
          label={intl.formatMessage(messages.name)}
          autoComplete="name"
          isRequired
        />
        <EmailField form={form} />
        <TextField {...field('subject')} label={intl.formatMessage(messages.subject)} isRequired />
        <TextArea
          {...field('message')}
          label={intl.formatMessage(messages.message)}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          formatCount={(count, max) => intl.formatMessage(messages.count, { count, max })}
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
