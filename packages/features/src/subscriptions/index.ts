export { CancelSubscriptionDialog } from './cancel-dialog';
export type { CancelSubscriptionDialogProps } from './cancel-dialog';
export { canCancel, canResume, statusMessages } from './status';
export { useSubscriptionNames } from './subscription-name';
export { InvoiceDetail } from './invoices';
export { Subscriptions } from './subscriptions';
export type { SubscriptionsProps } from './subscriptions';
