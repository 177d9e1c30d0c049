import { ValidationError } from '@locperf/api/client';
import {
  cancellationReasons,
  cancellationSchema,
  useCancelSubscription,
  type Cancellation,
  type Subscription,
} from '@locperf/api/subscriptions';
import {
  RequiredNote,
  useFocusReturn,
  useFormMessage,
  useSchemaForm,
  useTextFieldProps,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Dialog, DialogActions } from '@locperf/ui/dialog';
import { formatLongDate } from '@locperf/ui/format';
import { Modal } from '@locperf/ui/modal';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';
import { TextArea } from '@locperf/ui/text-area';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { useSubscriptionNames } from './subscription-name';
import * as styles from './subscriptions.css';

const declared = defineMessages({
  title: { id: 'subscriptions.cancel.title', defaultMessage: 'Cancel subscription' },
  when: { id: 'subscriptions.cancel.when', defaultMessage: 'When should it end?' },
  atPeriodEnd: {
    id: 'subscriptions.cancel.atPeriodEnd',
    defaultMessage: 'At the end of the billing period ({date})',
  },
  immediate: { id: 'subscriptions.cancel.immediate', defaultMessage: 'Immediately' },
  close: { id: 'subscriptions.cancel.close', defaultMessage: 'Close' },
  reason: { id: 'subscriptions.cancel.reason', defaultMessage: 'Why are you canceling?' },
  comment: { id: 'subscriptions.cancel.comment', defaultMessage: 'Comment (optional)' },
  next: { id: 'subscriptions.cancel.next', defaultMessage: 'Continue' },
  back: { id: 'subscriptions.cancel.back', defaultMessage: 'Back' },
  keep: { id: 'subscriptions.cancel.keep', defaultMessage: 'Keep subscription' },
  confirm: { id: 'subscriptions.cancel.confirm', defaultMessage: 'Cancel subscription now' },
  confirming: { id: 'subscriptions.cancel.confirming', defaultMessage: 'Canceling…' },
  confirmImmediate: {
    id: 'subscriptions.cancel.summary.immediate',
    defaultMessage:
      'The subscription “{name}”, billed to {customer}, ends immediately, on {date}. Its {count, plural, one {# location loses} other {# locations lose}} the booked products at once, and there is no further invoice.',
  },
  confirmPeriodEnd: {
    id: 'subscriptions.cancel.summary.periodEnd',
    defaultMessage:
      'The subscription “{name}”, billed to {customer}, stays active until {date} and ends then. Its {count, plural, one {# location keeps} other {# locations keep}} the booked products until that date, and there is no further invoice.',
  },
  failed: {
    id: 'subscriptions.cancel.failed',
    defaultMessage: 'The subscription could not be canceled. Please try again.',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

const reasonMessages: Record<Cancellation['reason'], MessageDescriptor> = defineMessages({
  customerService: {
    id: 'subscriptions.cancel.reason.customerService',
    defaultMessage: 'Customer service did not meet my expectations',
  },
  lowQuality: {
    id: 'subscriptions.cancel.reason.lowQuality',
    defaultMessage: 'Quality was too low',
  },
  missingFeatures: {
    id: 'subscriptions.cancel.reason.missingFeatures',
    defaultMessage: 'Features are missing',
  },
  switchedService: {
    id: 'subscriptions.cancel.reason.switchedService',
    defaultMessage: 'I switched to another service',
  },
  tooComplex: {
    id: 'subscriptions.cancel.reason.tooComplex',
    defaultMessage: 'Too complex to use',
  },
  tooExpensive: { id: 'subscriptions.cancel.reason.tooExpensive', defaultMessage: 'Too expensive' },
  unused: { id: 'subscriptions.cancel.reason.unused', defaultMessage: 'I do not use it enough' },
  other: { id: 'subscriptions.cancel.reason.other', defaultMessage: 'Other reason' },
});

/** The dialog's values: no reason chosen yet is `''`, which the schema answers "required". */
type CancelValues = { immediate: boolean; reason: string; comment: string };
const EMPTY: CancelValues = { immediate: false, reason: '', comment: '' };

/** Props of {@link CancelSubscriptionDialog}. */
export interface CancelSubscriptionDialogProps {
  organizationId: string;
  /** The subscription to cancel; `null` keeps the dialog closed. */
  subscription: Subscription | null;
  onClose: () => void;
  /**
   * Called once a cancellation was accepted, e.g. for the app to leave a flash message that
   * outlives a toast (spec sections 3 and 4).
   */
  onCancelled?: (cancellation: { subscription: Subscription; immediate: boolean }) => void;
  /** Fixes "now" for stories and tests. @default the current time */
  now?: Date;
}

// Spec sections 3 and 4.
/**
 * Cancels a subscription: at once or at the end of the billing period, one of the eight reasons
 * (required) and an optional comment, then a confirmation that states exactly what happens and
 * when. Choices stay when the request fails.
 */
export function CancelSubscriptionDialog({
  organizationId,
  subscription,
  onClose,
  onCancelled,
  now,
}: CancelSubscriptionDialogProps) {
  const intl = useIntl();
  const cancel = useCancelSubscription();
  const nameOf = useSubscriptionNames(organizationId);
  const t = useFormMessage();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const firstStepShown = useRef(true);
  // The pressed Continue or Back leaves with its step: focus goes to the new step (the sentence
  // that says what happens, or the first invalid field, else the first choice), never to <body>.
  useEffect(() => {
    if (firstStepShown.current) {
      firstStepShown.current = false;
      return;
    }
    const step = formRef.current;
    if (!step) return;
    const target = confirming
      ? step.querySelector<HTMLElement>('[data-step-summary]')
      : (step.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        step.querySelector<HTMLElement>('input[type="radio"]:checked'));
    target?.focus();
  }, [confirming]);
  // A failed cancellation gives the keyboard focus back to the button it was sent with.
  const rememberFocus = useFocusReturn(cancel.isMutating);
  // One form over both steps: "Continue" validates with the schema the mock's 422 uses, and the
  // confirmation sends. Whatever fails, the values stay as chosen and typed.
  const form = useSchemaForm<CancelValues>({
    schema: cancellationSchema,
    initialValues: EMPTY,
    onSubmit: async (values) => {
      if (!confirming) {
        setConfirming(true);
        return;
      }
      if (!subscription) return;
      rememberFocus();
      const comment = values.comment.trim();
      try {
        await cancel.trigger({
          params: { organizationId, subscriptionId: subscription.id },
          body: {
            immediate: values.immediate,
            reason: values.reason as Cancellation['reason'],
            ...(comment ? { comment } : {}),
          },
        });
      } catch (error) {
        // A 422 on a field: back to the fields, where the hook shows it.
        if (
          error instanceof ValidationError &&
          error.violations.some((v) => (v.propertyPath.split('.')[0] ?? '') in values)
        ) {
          setConfirming(false);
        }
        throw error;
      }
      onCancelled?.({ subscription, immediate: values.immediate });
      close();
    },
  });
  const field = useTextFieldProps(form);
  const { immediate, reason } = form.values;

  const close = () => {
    form.reset(EMPTY);
    setConfirming(false);
    onClose();
  };

  const date = (value: Date | string) => formatLongDate(value, intl.locale);

  return (
    <Modal
      isOpen={subscription !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="lg"
    >
      <Dialog
        title={intl.formatMessage(messages.title)}
        closeLabel={intl.formatMessage(messages.close)}
      >
        {subscription === null ? null : (
          <form
            ref={formRef}
            className={styles.stack}
            aria-label={intl.formatMessage(messages.title)}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              form.handleSubmit(undefined, event);
            }}
          >
            {confirming ? (
              <>
                <p data-step-summary tabIndex={-1} className={styles.stepSummary}>
                  {intl.formatMessage(
                    immediate ? messages.confirmImmediate : messages.confirmPeriodEnd,
                    {
                      name: nameOf(subscription),
                      customer: subscription.customer.companyOrName,
                      date: date(immediate ? (now ?? new Date()) : subscription.currentPeriodEnd),
                      count: subscription.validLocations,
                    },
                  )}
                </p>
                {form.formError ? (
                  <Alert type="error">{intl.formatMessage(messages.failed)}</Alert>
                ) : null}
                <DialogActions>
                  <Button variant="outline" onPress={() => setConfirming(false)}>
                    {intl.formatMessage(messages.back)}
                  </Button>
                  <Button type="submit" variant="danger" isDisabled={cancel.isMutating}>
                    {intl.formatMessage(cancel.isMutating ? messages.confirming : messages.confirm)}
                  </Button>
                </DialogActions>
              </>
            ) : (
              <>
                <RequiredNote />
                <RadioGroup
                  label={intl.formatMessage(messages.when)}
                  name="immediate"
                  value={immediate ? 'immediate' : 'periodEnd'}
                  onChange={(value) => form.setValue('immediate', value === 'immediate')}
                >
                  <Radio value="periodEnd">
                    {intl.formatMessage(messages.atPeriodEnd, {
                      date: date(subscription.currentPeriodEnd),
                    })}
                  </Radio>
                  <Radio value="immediate">{intl.formatMessage(messages.immediate)}</Radio>
                </RadioGroup>
                <RadioGroup
                  label={intl.formatMessage(messages.reason)}
                  name="reason"
                  value={reason || null}
                  onChange={(value) => form.setValue('reason', value)}
                  isRequired
                  validationBehavior="aria"
                  isInvalid={form.errors.reason !== undefined}
                  errorMessage={t(form.errors.reason)}
                >
                  {cancellationReasons.map((key) => (
                    <Radio key={key} value={key}>
                      {intl.formatMessage(reasonMessages[key])}
                    </Radio>
                  ))}
                </RadioGroup>
                {/* No native maxLength: it would cut a pasted text silently; the schema says
                "This text is too long." (spec section 5) at the same limit the server keeps. */}
                <TextArea {...field('comment')} label={intl.formatMessage(messages.comment)} />
                <DialogActions>
                  <Button variant="outline" onPress={close}>
                    {intl.formatMessage(messages.keep)}
                  </Button>
                  <Button type="submit">{intl.formatMessage(messages.next)}</Button>
                </DialogActions>
              </>
            )}
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
