export { SubscriptionRequiredModal } from './subscription-required-modal';
export type { SubscriptionRequiredModalProps } from './subscription-required-modal';
