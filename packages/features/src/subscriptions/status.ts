import type { SubscriptionStatus } from '@locperf/api/subscriptions';
import type { BadgeTone } from '@locperf/ui/badge';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Every status of spec section 4; past_due reads "payment required". */
export const statusMessages: Record<SubscriptionStatus, MessageDescriptor> = defineMessages({
  active: { id: 'subscriptions.status.active', defaultMessage: 'Active' },
  canceled: { id: 'subscriptions.status.canceled', defaultMessage: 'Canceled' },
  incomplete: { id: 'subscriptions.status.incomplete', defaultMessage: 'Incomplete' },
  incomplete_expired: {
    id: 'subscriptions.status.incompleteExpired',
    defaultMessage: 'Incomplete, expired',
  },
  past_due: { id: 'subscriptions.status.pastDue', defaultMessage: 'Payment required' },
  trialing: { id: 'subscriptions.status.trialing', defaultMessage: 'Trial' },
  paused: { id: 'subscriptions.status.paused', defaultMessage: 'Paused' },
  unpaid: { id: 'subscriptions.status.unpaid', defaultMessage: 'Unpaid' },
  unknown: { id: 'subscriptions.status.unknown', defaultMessage: 'Unknown' },
});

/** Badge tone per status. */
export const statusTones: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  trialing: 'info',
  canceled: 'neutral',
  incomplete: 'warning',
  incomplete_expired: 'neutral',
  past_due: 'error',
  paused: 'warning',
  unpaid: 'error',
  unknown: 'neutral',
};

/** Statuses a user can still cancel. */
export function canCancel(status: SubscriptionStatus, endsAt: string | null): boolean {
  return endsAt === null && ['active', 'trialing', 'past_due', 'paused', 'unpaid'].includes(status);
}

/**
 * A cancellation at the end of the billing period that can still be undone: the subscription
 * runs until `endsAt`, which lies ahead.
 */
export function canResume(status: SubscriptionStatus, endsAt: string | null): boolean {
  return (
    endsAt !== null &&
    status !== 'canceled' &&
    status !== 'incomplete_expired' &&
    Date.parse(endsAt) > Date.now()
  );
}
