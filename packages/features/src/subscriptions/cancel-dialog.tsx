import {
  cancellationReasons,
  useCancelSubscription,
  type Cancellation,
  type Subscription,
} from '@locperf/api/subscriptions';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { formatDateTime } from '@locperf/ui/format';
import { Modal } from '@locperf/ui/modal';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';
import { TextArea } from '@locperf/ui/text-area';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
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
  reason: { id: 'subscriptions.cancel.reason', defaultMessage: 'Why are you canceling?' },
  reasonRequired: { id: 'validation.required', defaultMessage: 'This field is required' },
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

/**
 * The cancel flow (spec sections 3 and 4): immediately or at the end of the billing period, one
 * of the eight reasons (required) and an optional comment, then a confirmation that states
 * exactly what happens and when. Choices stay when the request fails.
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
  const [immediate, setImmediate] = useState(false);
  const [reason, setReason] = useState<Cancellation['reason'] | null>(null);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [failed, setFailed] = useState(false);

  const reset = () => {
    setImmediate(false);
    setReason(null);
    setComment('');
    setConfirming(false);
    setShowErrors(false);
    setFailed(false);
    onClose();
  };

  const date = (value: Date | string) =>
    formatDateTime(value, intl.locale, undefined, { dateStyle: 'long' });

  const submit = async () => {
    if (!subscription || !reason) return;
    setFailed(false);
    try {
      await cancel.trigger({
        params: { organizationId, subscriptionId: subscription.id },
        body: { immediate, reason, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      });
      onCancelled?.({ subscription, immediate });
      reset();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal
      isOpen={subscription !== null}
      onOpenChange={(open) => {
        if (!open) reset();
      }}
      size="lg"
    >
      <Dialog title={intl.formatMessage(messages.title)}>
        {subscription === null ? null : confirming ? (
          <div className={styles.stack}>
            <p>
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
            {failed ? <Alert type="error">{intl.formatMessage(messages.failed)}</Alert> : null}
            <div className={styles.row}>
              <Button variant="outline" onPress={() => setConfirming(false)}>
                {intl.formatMessage(messages.back)}
              </Button>
              <Button variant="danger" isDisabled={cancel.isMutating} onPress={() => void submit()}>
                {intl.formatMessage(cancel.isMutating ? messages.confirming : messages.confirm)}
              </Button>
            </div>
          </div>
        ) : (
          <form
            className={styles.stack}
            aria-label={intl.formatMessage(messages.title)}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setShowErrors(true);
              if (reason) setConfirming(true);
            }}
          >
            <RadioGroup
              label={intl.formatMessage(messages.when)}
              value={immediate ? 'immediate' : 'periodEnd'}
              onChange={(value) => setImmediate(value === 'immediate')}
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
              value={reason}
              onChange={(value) => setReason(value as Cancellation['reason'])}
              isRequired
              validationBehavior="aria"
              isInvalid={showErrors && !reason}
              errorMessage={intl.formatMessage(messages.reasonRequired)}
            >
              {cancellationReasons.map((key) => (
                <Radio key={key} value={key}>
                  {intl.formatMessage(reasonMessages[key])}
                </Radio>
              ))}
            </RadioGroup>
            <TextArea
              label={intl.formatMessage(messages.comment)}
              value={comment}
              onChange={setComment}
              maxLength={1000}
            />
            <div className={styles.row}>
              <Button variant="outline" onPress={reset}>
                {intl.formatMessage(messages.keep)}
              </Button>
              <Button type="submit">{intl.formatMessage(messages.next)}</Button>
            </div>
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
