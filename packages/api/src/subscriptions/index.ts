export {
  CANCELLATION_COMMENT_MAX_LENGTH,
  cancellationReasons,
  cancellationSchema,
  cancelSubscription,
  listSubscriptions,
  resumeSubscription,
  subscriptionSchema,
  subscriptionStatuses,
  subscriptionStatusSchema,
  useCancelSubscription,
  useResumeSubscription,
  useSubscriptions,
} from './subscriptions';
export type { Cancellation, Subscription, SubscriptionStatus } from './subscriptions';
