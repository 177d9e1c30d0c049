export { preloadInboxParts } from './lazy-parts';
export { ReviewInbox, ReviewInboxSplit } from './review-inbox';
export type { ReviewInboxProps } from './review-inbox';
