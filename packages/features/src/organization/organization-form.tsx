import { useSession } from '@locperf/api/auth';
import {
  organizationFormSchema,
  useOrganization,
  useUpdateOrganization,
  type OrganizationForm as Values,
} from '@locperf/api/organization';
import {
  FormErrorAlert,
  formStyles,
  FormSubmit,
  submitErrorMessage,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Form } from '@locperf/ui/form';
import { Skeleton } from '@locperf/ui/skeleton';
import { TextField } from '@locperf/ui/text-field';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

const messages = defineMessages({
  name: { id: 'organization.name', defaultMessage: 'Company name' },
  customerNumber: { id: 'organization.customerNumber', defaultMessage: 'Customer number' },
  customerNumberHint: {
    id: 'organization.customerNumber.hint',
    defaultMessage: 'Given by us; please quote it when you contact support.',
  },
  submit: { id: 'organization.submit', defaultMessage: 'Save' },
  pending: { id: 'organization.submit.pending', defaultMessage: 'Saving…' },
  form: { id: 'organization.form', defaultMessage: 'Company data' },
});

/** The company data form once loaded. Server text (the name) only ever renders as text. */
export function OrganizationFields({
  organizationId,
  customerNumber,
  initialValues,
}: {
  organizationId: string;
  customerNumber: string;
  initialValues: Values;
}) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useUpdateOrganization();
  const form = useSchemaForm<Values>({
    schema: organizationFormSchema,
    initialValues,
    draftKey: `organization.${organizationId}`,
    onSubmit: async ({ name }) => {
      await trigger({ params: { organizationId }, body: { name: name.trim() } });
    },
  });
  const field = useTextFieldProps(form);
  return (
    <Form
      validationBehavior="aria"
      onSubmit={form.handleSubmit}
      aria-label={intl.formatMessage(messages.form)}
    >
      {form.succeeded ? <Alert type="success">{t({ key: 'settings.saved' })}</Alert> : null}
      <FormErrorAlert error={form.formError} />
      <TextField
        {...field('name')}
        label={intl.formatMessage(messages.name)}
        autoComplete="organization"
        isRequired
      />
      <TextField
        label={intl.formatMessage(messages.customerNumber)}
        description={intl.formatMessage(messages.customerNumberHint)}
        value={customerNumber}
        isReadOnly
      />
      <FormSubmit
        submitting={form.submitting}
        label={messages.submit}
        pendingLabel={messages.pending}
      />
    </Form>
  );
}

// Spec section 2 (settings / organization).
/**
 * Lets the owner change their company's name and see their customer number, which cannot be
 * changed. It shows a placeholder while loading and the reason when loading or saving fails.
 */
export function OrganizationForm() {
  const t = useFormMessage();
  const { data: session } = useSession();
  const organizationId = session?.organization.id ?? null;
  const { data, error } = useOrganization(organizationId);
  if (!data || !organizationId) {
    return error ? (
      <Alert type="error">{t(submitErrorMessage(error))}</Alert>
    ) : (
      <div>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </div>
    );
  }
  return (
    <div className={formStyles.column}>
      <OrganizationFields
        key={data.id}
        organizationId={organizationId}
        customerNumber={data.externalId}
        initialValues={{ name: data.name }}
      />
    </div>
  );
}
