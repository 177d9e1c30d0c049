import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { dateTimeSchema, pageSchema } from '../common/schemas';
import { useApiQuery } from '../react/use-api';
import { publishTextField, replyTextField } from './reply-text';

/** Review type (spec section 3): stars only, or with a comment. */
export const reviewTypes = ['stars_only', 'with_comment'] as const;
/** Response kind (spec section 3): AI, manual, none, draft. */
export const responseKinds = ['ai', 'manual', 'none', 'draft'] as const;
/**
 * Orders of the inbox (issue 18): newest first (the default), oldest first, lowest rating first
 * (ties newest first).
 */
export const reviewSorts = ['newest', 'oldest', 'rating'] as const;
/**
 * Saved views of the inbox (issue 18). `attention`: what the home page's needs-attention list
 * counts as reviews to act on, unanswered 1-2 star reviews older than 24 h and drafts awaiting
 * approval (`needsAttention` of `@locperf/api/attention`).
 */
export const reviewViews = ['attention'] as const;

/** A published reply with its answer date. */
export const reviewReplySchema = z.looseObject({
  text: z.string(),
  answeredAt: dateTimeSchema,
  kind: z.enum(['ai', 'manual']),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** An unpublished reply (spec section 4: a reply is a draft, then published). */
export const reviewDraftSchema = z.looseObject({
  text: z.string(),
  generated: z.boolean(),
  updatedAt: dateTimeSchema,
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

/** Review (spec section 3). */
export const reviewSchema = z.looseObject({
  id: z.string(),
  locationId: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  type: z.enum(reviewTypes),
  comment: z.nullable(z.string()),
  /** Language of the comment (de, en, fr…). */
  language: z.string(),
  authorName: z.string(),
  createdAt: dateTimeSchema,
  responseKind: z.enum(responseKinds),
  reply: z.nullable(reviewReplySchema),
  draft: z.nullable(reviewDraftSchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** A UTC day, `YYYY-MM-DD`. */
const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid'));
/** A star rating, 1 to 5. */
const starsSchema = z.number().check(z.int(), z.gte(1), z.lte(5));

/**
 * Filters and cursor of the reviews list. All optional; `limit` defaults to 20, at most 100.
 * The filter codec of `./filters.ts` reads every filter value through these fields.
 */
export const reviewQuerySchema = z.object({
  locationId: z.optional(z.string()),
  rating: z.optional(starsSchema),
  /** Several star ratings, comma-separated (`1,2`): a review matches any of them (issue 7). */
  ratings: z.optional(z.string().check(z.regex(/^[1-5](,[1-5])*$/, 'validation.invalid'))),
  /** Free text, matched case-insensitively against the comment and the author (issue 7). */
  search: z.optional(z.string()),
  /** First day (`YYYY-MM-DD`, UTC) of the creation date range, inclusive (issue 7). */
  from: z.optional(daySchema),
  /** Last day (`YYYY-MM-DD`, UTC) of the creation date range, inclusive (issue 7). */
  to: z.optional(daySchema),
  type: z.optional(z.enum(reviewTypes)),
  responseKind: z.optional(z.enum(responseKinds)),
  language: z.optional(z.string()),
  /** The order of the list (issue 18). @default newest */
  sort: z.optional(z.enum(reviewSorts)),
  /** A saved view, combined with the other filters (issue 18). */
  view: z.optional(z.enum(reviewViews)),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.optional(z.string()),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

export const reviewPageSchema = pageSchema(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** Body of saving a draft or editing a reply. */
export const replyTextSchema = z.object({ text: replyTextField() });
/** Body of publishing: the draft is published when `text` is omitted. */
export const publishReplySchema = z.object({ text: publishTextField() });

/**
 * The AI reply quota of the organization's billing period (issue 18: visible before it runs
 * out). Every generated reply, a regenerated draft included, uses one; automatic replies too.
 */
export const aiQuotaSchema = z.looseObject({
  /** AI replies of the period. */
  limit: z.number(),
  /** AI replies generated in the period. */
  used: z.number(),
  /** When the period ends and `used` starts again from 0 (ISO 8601). */
  resetsAt: dateTimeSchema,
});
export type AiQuota = z.infer<typeof aiQuotaSchema>;

const base = '/organizations/{organizationId}/reviews' as const;
const one = `${base}/{reviewId}` as const;

export const listReviews = defineEndpoint({
  id: 'listReviews',
  method: 'GET',
  path: base,
  tag: 'reviews',
  summary:
    'Reviews, newest first unless `sort` says otherwise, filtered (the `attention` view: unanswered 1-2 star reviews older than 24 h and drafts), cursor-paginated; `total` counts every review matching the filters',
  query: reviewQuerySchema,
  response: reviewPageSchema,
});

export const getReview = defineEndpoint({
  id: 'getReview',
  method: 'GET',
  path: one,
  tag: 'reviews',
  summary: 'One review',
  response: reviewSchema,
  errors: [404],
});

export const saveReviewDraft = defineEndpoint({
  id: 'saveReviewDraft',
  method: 'PUT',
  path: `${one}/draft`,
  tag: 'reviews',
  summary: 'Save a reply draft',
  body: replyTextSchema,
  response: reviewSchema,
  errors: [404, 422],
});

export const generateReviewDraft = defineEndpoint({
  id: 'generateReviewDraft',
  method: 'POST',
  path: `${one}/draft/generate`,
  tag: 'reviews',
  summary:
    'Generate a draft with AI; 403 with message review.ai.quota_exceeded_manual once the quota is used up',
  response: reviewSchema,
  errors: [403, 404],
});

export const publishReviewReply = defineEndpoint({
  id: 'publishReviewReply',
  method: 'POST',
  path: `${one}/reply`,
  tag: 'reviews',
  summary: 'Publish the draft (or the given text) as the reply on Google',
  body: publishReplySchema,
  response: reviewSchema,
  errors: [404, 422],
});

export const editReviewReply = defineEndpoint({
  id: 'editReviewReply',
  method: 'PUT',
  path: `${one}/reply`,
  tag: 'reviews',
  summary: 'Edit the published reply',
  body: replyTextSchema,
  response: reviewSchema,
  errors: [404, 422],
});

export const deleteReviewReply = defineEndpoint({
  id: 'deleteReviewReply',
  method: 'DELETE',
  path: `${one}/reply`,
  tag: 'reviews',
  summary: 'Delete the reply on Google (message review.reply.delete_failed when Google refuses)',
  response: reviewSchema,
  errors: [404],
});

export const getAiQuota = defineEndpoint({
  id: 'getAiQuota',
  method: 'GET',
  path: '/organizations/{organizationId}/ai-quota',
  tag: 'reviews',
  summary:
    'AI reply quota of the current billing period: limit, used, and when it resets (the end of the period)',
  response: aiQuotaSchema,
});

/** One page of reviews; pass the previous page's `nextCursor` as `query.cursor`. */
export const useReviews = (organizationId: string | null, query: ReviewQuery = {}) =>
  useApiQuery(listReviews, organizationId ? { params: { organizationId }, query } : null);
/** One review. */
export const useReview = (organizationId: string | null, reviewId: string | null) =>
  useApiQuery(
    getReview,
    organizationId && reviewId ? { params: { organizationId, reviewId } } : null,
  );
/** The AI quota. */
export const useAiQuota = (organizationId: string | null) =>
  useApiQuery(getAiQuota, organizationId ? { params: { organizationId } } : null);
