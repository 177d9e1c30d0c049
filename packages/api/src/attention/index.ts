export {
  ATTENTION_AI_QUOTA_SHARE,
  ATTENTION_LOW_RATING_AGE_MS,
  ATTENTION_LOW_RATING_MAX,
  attentionItemSchema,
  attentionKinds,
  attentionSchema,
  getAttention,
  isLowRatingAwaitingAnswer,
  rankAttention,
  reviewNeedsAttention,
  useAttention,
} from './attention';
export type { Attention, AttentionItem, AttentionKind, AttentionReviewFacts } from './attention';
