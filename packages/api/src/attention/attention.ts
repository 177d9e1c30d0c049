import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiQuery } from '../react/use-api';

/**
 * What needs the owner's attention (issue 18), most urgent first. The order of this list is the
 * ranking: an expired Google access stops a location's reviews from updating, an unpaid
 * subscription stops the product, an ungranted location imports nothing; then the reviews that
 * wait for an answer, then the AI quota.
 */
export const attentionKinds = [
  'google_reauthorize',
  'subscription_past_due',
  'location_grant',
  'low_ratings_unanswered',
  'drafts_awaiting_approval',
  'ai_quota_low',
] as const;
export type AttentionKind = (typeof attentionKinds)[number];

/** Unanswered reviews with at most this many stars count as low ratings. */
export const ATTENTION_LOW_RATING_MAX = 2;
/** A low rating needs attention once it waited this long without an answer (24 h). */
export const ATTENTION_LOW_RATING_AGE_MS = 24 * 3600 * 1000;
/** The AI quota is "nearly used up" when at most this share of it is left. */
export const ATTENTION_AI_QUOTA_SHARE = 0.2;

/** What the review rules of the list need of a review. */
export interface AttentionReviewFacts {
  rating: number;
  responseKind: string;
  createdAt: string;
}

/** An unanswered review of 1-2 stars that waited over 24 h: `low_ratings_unanswered`. */
export function isLowRatingAwaitingAnswer(
  review: AttentionReviewFacts,
  now: number = Date.now(),
): boolean {
  return (
    review.responseKind === 'none' &&
    review.rating <= ATTENTION_LOW_RATING_MAX &&
    now - Date.parse(review.createdAt) > ATTENTION_LOW_RATING_AGE_MS
  );
}

/**
 * A review the list counts (`low_ratings_unanswered` or `drafts_awaiting_approval`): the inbox's
 * "needs attention" view shows exactly these, so its count adds up to the home page's two items.
 */
export function reviewNeedsAttention(
  review: AttentionReviewFacts,
  now: number = Date.now(),
): boolean {
  return review.responseKind === 'draft' || isLowRatingAwaitingAnswer(review, now);
}

/** One thing to do, with the one action the widget offers for it. */
export const attentionItemSchema = z.looseObject({
  /** Stable key of the item, e.g. `google_reauthorize:gacc-2`. */
  id: z.string(),
  kind: z.enum(attentionKinds),
  /**
   * How many: locations behind the Google account, locations not granted, reviews, the
   * subscription's locations, or the AI replies left.
   */
  count: z.number().check(z.int(), z.gte(0)),
  /** The account, location or subscription the action applies to; null for a count of reviews. */
  targetId: z.nullable(z.string()),
  /** What the item names: the Google account's email or the location's name; else null. */
  subject: z.nullable(z.string()),
  /** Why a Google account needs consent again (spec section 4). */
  reason: z.optional(z.enum(['expired', 'missing_scopes'])),
  /** The AI quota of the period, for `ai_quota_low`. */
  limit: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionSchema = z.looseObject({
  /** Ranked by {@link attentionKinds}; empty when nothing is pending. */
  items: z.array(attentionItemSchema),
});
export type Attention = z.infer<typeof attentionSchema>;

/** Sorts items by the ranking of {@link attentionKinds}, keeping the order within a kind. */
export function rankAttention(items: readonly AttentionItem[]): AttentionItem[] {
  return [...items].sort((a, b) => attentionKinds.indexOf(a.kind) - attentionKinds.indexOf(b.kind));
}

export const getAttention = defineEndpoint({
  id: 'getAttention',
  method: 'GET',
  path: '/organizations/{organizationId}/attention',
  tag: 'attention',
  summary:
    'What needs attention, most urgent first: Google accounts to reauthorize, past-due subscriptions, locations not granted, unanswered 1-2 star reviews older than 24 h, drafts awaiting approval, an AI quota nearly used up',
  response: attentionSchema,
});

/** What needs the organization's attention. */
export const useAttention = (organizationId: string | null) =>
  useApiQuery(getAttention, organizationId ? { params: { organizationId } } : null);
