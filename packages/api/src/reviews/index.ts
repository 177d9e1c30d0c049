export { reviewFilters } from './filters';
export type {
  ResponseKind,
  ReviewFacts,
  ReviewFilterQuery,
  ReviewFilters,
  ReviewSort,
  ReviewType,
  ReviewView,
} from './filters';
export {
  aiQuotaSchema,
  deleteReviewReply,
  editReviewReply,
  generateReviewDraft,
  getAiQuota,
  getReview,
  listReviews,
  publishReplySchema,
  publishReviewReply,
  replyTextSchema,
  responseKinds,
  reviewDraftSchema,
  reviewPageSchema,
  reviewQuerySchema,
  reviewReplySchema,
  reviewSchema,
  reviewSorts,
  reviewTypes,
  reviewViews,
  saveReviewDraft,
  useAiQuota,
  useReview,
  useReviews,
} from './reviews';
export {
  useDeleteReviewReply,
  useEditReviewReply,
  useGenerateReviewDraft,
  usePublishReviewReply,
  useReviewsInfinite,
  useSaveReviewDraft,
} from './lists';
export type { ReviewsInfiniteResult } from './lists';
export type { AiQuota, Review, ReviewDraft, ReviewPage, ReviewQuery, ReviewReply } from './reviews';
export { GOOGLE_REPLY_BYTE_LIMIT, isTooLongForGoogle, utf8ByteLength } from './reply-text';
export { bulkActionApplies, bulkReviewActions, useBulkReviewSteps } from './bulk';
export type { BulkReviewAction, BulkReviewSteps } from './bulk';
