export { CancelSubscriptionDialog } from './cancel-dialog';
export type { CancelSubscriptionDialogProps } from './cancel-dialog';
export { canCancel, statusMessages } from './status';
export { InvoiceDetail } from './invoices';
export { Subscriptions } from './subscriptions';
export type { SubscriptionsProps } from './subscriptions';
