import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { dateTimeSchema, pageSchema } from '../common/schemas';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** Review type (spec section 3): stars only, or with a comment. */
export const reviewTypes = ['stars_only', 'with_comment'] as const;
/** Response kind (spec section 3): AI, manual, none, draft. */
export const responseKinds = ['ai', 'manual', 'none', 'draft'] as const;

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

/** Filters and cursor of the reviews list. All optional; `limit` defaults to 20, at most 100. */
export const reviewQuerySchema = z.object({
  locationId: z.optional(z.string()),
  rating: z.optional(z.number()),
  type: z.optional(z.enum(reviewTypes)),
  responseKind: z.optional(z.enum(responseKinds)),
  language: z.optional(z.string()),
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.optional(z.string()),
  limit: z.optional(z.number()),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

export const reviewPageSchema = pageSchema(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** Body of saving a draft, publishing or editing a reply. */
export const replyTextSchema = z.object({ text: z.string() });
/** Body of publishing: the draft is published when `text` is omitted. */
export const publishReplySchema = z.object({ text: z.optional(z.string()) });

/** The AI reply quota of the organization. */
export const aiQuotaSchema = z.looseObject({ limit: z.number(), used: z.number() });
export type AiQuota = z.infer<typeof aiQuotaSchema>;

const base = '/organizations/{organizationId}/reviews' as const;
const one = `${base}/{reviewId}` as const;

export const listReviews = defineEndpoint({
  id: 'listReviews',
  method: 'GET',
  path: base,
  tag: 'reviews',
  summary: 'Reviews, newest first, filtered, cursor-paginated',
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
  summary: 'AI reply quota of the current billing period',
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

const reviewsChanged = { invalidates: ['/organizations'] } as const;
/** Saves a draft. */
export const useSaveReviewDraft = () => useApiMutation(saveReviewDraft, reviewsChanged);
/** Generates a draft with AI. */
export const useGenerateReviewDraft = () => useApiMutation(generateReviewDraft, reviewsChanged);
/** Publishes a reply. */
export const usePublishReviewReply = () => useApiMutation(publishReviewReply, reviewsChanged);
/** Edits a reply. */
export const useEditReviewReply = () => useApiMutation(editReviewReply, reviewsChanged);
/** Deletes a reply. */
export const useDeleteReviewReply = () => useApiMutation(deleteReviewReply, reviewsChanged);
