export { ReviewInbox } from './review-inbox';
export type { ReviewInboxProps } from './review-inbox';
export {
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  hasFilters,
  isTypingTarget,
  matchesFilters,
} from './filters';
export type { ResponseKind, ReviewFilters, ReviewType } from './filters';
