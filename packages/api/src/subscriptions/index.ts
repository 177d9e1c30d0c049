export {
  cancellationReasons,
  cancellationSchema,
  cancelSubscription,
  listSubscriptions,
  subscriptionSchema,
  subscriptionStatuses,
  subscriptionStatusSchema,
  useCancelSubscription,
  useSubscriptions,
} from './subscriptions';
export type { Cancellation, Subscription, SubscriptionStatus } from './subscriptions';
