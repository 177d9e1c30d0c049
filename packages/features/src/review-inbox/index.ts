export { ReviewInbox } from './review-inbox';
export type { ReviewInboxProps } from './review-inbox';
