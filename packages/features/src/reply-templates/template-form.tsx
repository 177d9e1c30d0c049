import {
  replyTemplateInputSchema,
  replyTemplatePlaceholders,
  type ReplyTemplateInput,
  type ReplyTemplateLanguage,
} from '@locperf/api/reply-templates';
import {
  FormErrorAlert,
  LanguageRadios,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Button } from '@locperf/ui/button';
import { Form } from '@locperf/ui/form';
import { TextArea } from '@locperf/ui/text-area';
import { TextField } from '@locperf/ui/text-field';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import * as styles from './reply-templates.css';

type TemplateValues = { name: string; language: string; text: string };

/** Props of {@link ReplyTemplateForm}. */
export interface ReplyTemplateFormProps {
  /** The template to edit; a new one starts empty in the interface language. @default undefined */
  initialValues?: ReplyTemplateInput;
  /** Saves the template; a rejected `ValidationError` puts its violations on the fields. */
  onSubmit: (input: ReplyTemplateInput) => Promise<unknown>;
  /** Leaves the form without saving. */
  onCancel: () => void;
  /** Accessible name of the form, e.g. "New template". */
  'aria-label': string;
}

// Issue 18 (reply templates). Kit form hook with the schema the server applies too: an unknown
// `{placeholder}` is flagged 300 ms after typing and on save.
/**
 * A reply template's name, language and text. An unknown placeholder is flagged while typing and on
 * saving, empty fields are required, and what was typed survives every failed save.
 */
export function ReplyTemplateForm({
  initialValues,
  onSubmit,
  onCancel,
  'aria-label': ariaLabel,
}: ReplyTemplateFormProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const form = useSchemaForm<TemplateValues>({
    schema: replyTemplateInputSchema,
    initialValues: initialValues ?? {
      name: '',
      language: intl.locale.slice(0, 2),
      text: '',
    },
    onSubmit: async (values) => {
      await onSubmit({ ...values, language: values.language as ReplyTemplateLanguage });
    },
  });
  const fieldProps = useTextFieldProps(form);
  return (
    <Form validationBehavior="aria" aria-label={ariaLabel} onSubmit={form.handleSubmit}>
      <div className={styles.form}>
        <FormErrorAlert error={form.formError} />
        <TextField
          {...fieldProps('name')}
          label={intl.formatMessage(messages.name)}
          isRequired
          // The form opens on the user's explicit request (New template, Edit) to type at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <LanguageRadios
          label={intl.formatMessage(messages.language)}
          value={form.values.language}
          onChange={(language) => form.setValue('language', language)}
          errorMessage={t(form.errors.language)}
        />
        <TextArea
          {...fieldProps('text')}
          label={intl.formatMessage(messages.text)}
          isRequired
          rows={6}
          description={intl.formatMessage(messages.textHelp, {
            placeholders: replyTemplatePlaceholders.map((p) => `{${p}}`).join(' '),
          })}
        />
        <div className={styles.row}>
          <Button
            type="submit"
            isPending={form.submitting}
            pendingLabel={intl.formatMessage(messages.saving)}
          >
            {intl.formatMessage(messages.save)}
          </Button>
          <Button variant="outline" onPress={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      </div>
    </Form>
  );
}
