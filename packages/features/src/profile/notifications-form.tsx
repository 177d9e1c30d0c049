import {
  notificationsFormSchema,
  reportIntervals,
  useNotificationSettings,
  useUpdateNotificationSettings,
  type NotificationsForm as Values,
  type ReportInterval,
} from '@locperf/api/profile';
import {
  FormErrorAlert,
  formStyles,
  FormSubmit,
  useFormMessage,
  useReportDirty,
  useSchemaForm,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Checkbox } from '@locperf/ui/checkbox';
import { Form } from '@locperf/ui/form';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { LoadingOrError } from './loading';
import type { DirtyProps } from './profile-contact-form';

const messages = defineMessages({
  interval: { id: 'profile.notifications.interval', defaultMessage: 'Report interval' },
  daily: { id: 'profile.notifications.interval.daily', defaultMessage: 'Daily' },
  weekly: { id: 'profile.notifications.interval.weekly', defaultMessage: 'Weekly' },
  monthly: { id: 'profile.notifications.interval.monthly', defaultMessage: 'Monthly' },
  never: { id: 'profile.notifications.interval.never', defaultMessage: 'Never' },
  hint: {
    id: 'profile.notifications.hint',
    defaultMessage: 'Reports are sent only for locations that have a subscription.',
  },
  newReviewEmail: {
    id: 'profile.notifications.newReviewEmail',
    defaultMessage: 'Email me about every new review of a subscribed location',
  },
  submit: { id: 'profile.notifications.submit', defaultMessage: 'Save' },
  pending: { id: 'profile.notifications.submit.pending', defaultMessage: 'Saving…' },
  form: { id: 'profile.notifications.form', defaultMessage: 'Notifications' },
}) satisfies Record<ReportInterval, unknown>;

/** The notification fields once the settings are loaded. */
export function NotificationsFields({
  initialValues,
  onDirtyChange,
}: { initialValues: Values } & DirtyProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useUpdateNotificationSettings();
  const form = useSchemaForm<Values>({
    schema: notificationsFormSchema,
    initialValues,
    onSubmit: async (values) => {
      await trigger({ body: values });
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
      <RadioGroup
        label={intl.formatMessage(messages.interval)}
        description={intl.formatMessage(messages.hint)}
        name="reportInterval"
        value={form.values.reportInterval}
        onChange={(value) => form.setValue('reportInterval', value as ReportInterval)}
        isInvalid={form.errors.reportInterval !== undefined}
        errorMessage={t(form.errors.reportInterval)}
      >
        {reportIntervals.map((interval) => (
          <Radio key={interval} value={interval}>
            {intl.formatMessage(messages[interval])}
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox
        name="newReviewEmail"
        isSelected={form.values.newReviewEmail}
        onChange={(value) => form.setValue('newReviewEmail', value)}
      >
        {intl.formatMessage(messages.newReviewEmail)}
      </Checkbox>
      <FormSubmit
        submitting={form.submitting}
        label={messages.submit}
        pendingLabel={messages.pending}
      />
    </Form>
  );
}

// Spec sections 2 and 5.
/**
 * Chooses how often the owner gets a report by email (daily, weekly, monthly or never); reports
 * cover only locations with a subscription.
 */
export function NotificationsForm({ onDirtyChange }: DirtyProps = {}) {
  const { data, error } = useNotificationSettings();
  if (!data) return <LoadingOrError error={error} />;
  return (
    <div className={formStyles.column}>
      <NotificationsFields
        initialValues={{ reportInterval: data.reportInterval, newReviewEmail: data.newReviewEmail }}
        onDirtyChange={onDirtyChange}
      />
    </div>
  );
}
