import { useLocations } from '@locperf/api/locations';
import { useNotificationSettings } from '@locperf/api/profile';
import { useResponderSettings } from '@locperf/api/responder-settings';
import { useSubscriptions } from '@locperf/api/subscriptions';
import { Alert } from '@locperf/ui/alert';
import { Badge } from '@locperf/ui/badge';
import { Card } from '@locperf/ui/card';
import { Link } from '@locperf/ui/link';
import { ProgressBar } from '@locperf/ui/progress-bar';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './setup-helper.css';

const declared = defineMessages({
  title: { id: 'setupHelper.title', defaultMessage: 'Set up the review responder' },
  left: {
    id: 'setupHelper.left',
    defaultMessage: '{left, plural, one {# step left} other {# steps left}}',
  },
  complete: {
    id: 'setupHelper.complete',
    defaultMessage: 'Setup complete: the responder is ready.',
  },
  allDone: { id: 'setupHelper.allDone', defaultMessage: 'All steps done' },
  done: { id: 'setupHelper.step.done', defaultMessage: 'Done' },
  open: { id: 'setupHelper.step.open', defaultMessage: 'Open' },
  locations: { id: 'setupHelper.step.locations', defaultMessage: 'Locations' },
  locationsAction: { id: 'setupHelper.step.locations.action', defaultMessage: 'Grant a location' },
  responder: { id: 'setupHelper.step.responder', defaultMessage: 'Auto-Responder' },
  responderAction: {
    id: 'setupHelper.step.responder.action',
    defaultMessage: 'Switch the responder on',
  },
  notification: { id: 'setupHelper.step.notification', defaultMessage: 'Notification' },
  notificationAction: {
    id: 'setupHelper.step.notification.action',
    defaultMessage: 'Choose notifications',
  },
  subscription: { id: 'setupHelper.step.subscription', defaultMessage: 'Complete subscription' },
  subscriptionAction: {
    id: 'setupHelper.step.subscription.action',
    defaultMessage: 'Subscribe in the shop',
  },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Where each step is done; react-aria links, routed by the host's RouterProvider. */
export interface SetupHelperLinks {
  locations: string;
  responder: string;
  notification: string;
  subscription: string;
}

/** Props of {@link SetupHelper}. */
export interface SetupHelperProps {
  organizationId: string | null;
  // Defaults: the app's paths of spec section 2.
  /** Where each step leads. @default the app's own pages */
  links?: SetupHelperLinks;
}

const defaultLinks: SetupHelperLinks = {
  locations: '/settings/google-account',
  responder: '/settings/review-responder',
  notification: '/profile/notifications',
  subscription: '/shop',
};

const LIVE = ['active', 'trialing', 'past_due'];

// Spec section 4 (setup helper): Locations, Auto-Responder, Notification, Complete subscription,
// with the count of steps left and a complete state.
/**
 * Guides a new owner through getting started: connecting locations, setting up automatic replies,
 * choosing notifications and completing a subscription, with how many steps are left. Once all are
 * done it says so. The prop that matters: `links`, where each step leads.
 */
export function SetupHelper({ organizationId, links = defaultLinks }: SetupHelperProps) {
  const intl = useIntl();
  const locations = useLocations(organizationId);
  const settings = useResponderSettings(organizationId);
  const notifications = useNotificationSettings();
  const subscriptions = useSubscriptions(organizationId);
  const steps = [
    {
      id: 'locations',
      done: (locations.data ?? []).some((l) => l.granted),
      name: messages.locations,
      action: messages.locationsAction,
    },
    {
      id: 'responder',
      done: settings.data?.enabled === true,
      name: messages.responder,
      action: messages.responderAction,
    },
    {
      id: 'notification',
      done:
        notifications.data !== undefined &&
        (notifications.data.newReviewEmail || notifications.data.reportInterval !== 'never'),
      name: messages.notification,
      action: messages.notificationAction,
    },
    {
      id: 'subscription',
      done: (subscriptions.data ?? []).some(
        (s) => LIVE.includes(s.status) && s.items.some((i) => i.productType === 'review_responder'),
      ),
      name: messages.subscription,
      action: messages.subscriptionAction,
    },
  ] as const;
  const doneCount = steps.filter((s) => s.done).length;
  const left = steps.length - doneCount;
  return (
    <Card title={intl.formatMessage(messages.title)} level={2}>
      <ProgressBar
        label={
          // The alert below says the sentence; the bar's label does not repeat it (owner trial).
          left === 0
            ? intl.formatMessage(messages.allDone)
            : intl.formatMessage(messages.left, { left })
        }
        value={doneCount}
        maxValue={steps.length}
      />
      {left === 0 ? <Alert type="success">{intl.formatMessage(messages.complete)}</Alert> : null}
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.name}>{intl.formatMessage(step.name)}</span>
            <Badge tone={step.done ? 'success' : 'warning'}>
              {intl.formatMessage(step.done ? messages.done : messages.open)}
            </Badge>
            {step.done ? null : (
              <Link href={links[step.id]}>{intl.formatMessage(step.action)}</Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
