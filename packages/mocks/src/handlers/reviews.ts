import type { HttpHandler } from 'msw';
import { reviewFilters } from '@locperf/api/reviews';
import {
  deleteReviewReply,
  editReviewReply,
  generateReviewDraft,
  getAiQuota,
  getReview,
  listReviews,
  publishReviewReply,
  saveReviewDraft,
  type ReviewQuery,
} from '@locperf/api/reviews';
import { mockDb as db } from '../state';
import { aiReplyText } from '../ai-replies';
import { reviewsNewestFirst, reviewTypeOf, toReview } from './records';
import {
  eq,
  failure,
  findInOrganization,
  notFound,
  ok,
  str,
  violations,
  type Route,
} from './shared';

/**
 * When the AI quota starts again (issue 18): at the end of the billing period of the review
 * responder subscription; without one, at the start of the next calendar month (UTC).
 */
export function quotaResetsAt(organizationId: string, now: Date = new Date()): string {
  const running = db.subscription
    .findMany({ where: { organizationId: eq(organizationId) } })
    .filter(
      (s) =>
        ['active', 'trialing', 'past_due'].includes(s.status) &&
        (s.items as { productType?: string }[]).some((i) => i.productType === 'review_responder'),
    )
    .map((s) => s.currentPeriodEnd)
    .sort();
  return (
    running[0] ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()
  );
}

/** Reviews, drafts, replies and the AI quota. */
export function reviewHandlers(r: Route): HttpHandler[] {
  return [
    r(listReviews, ({ params, query }) => {
      const { cursor, limit = 20 } = query as ReviewQuery;
      const filters = reviewFilters.fromQuery(query);
      const offset = Math.max(0, Number(cursor ?? 0) || 0);
      const now = Date.now();
      const all = reviewsNewestFirst(params.organizationId ?? '')
        .map((rv) => ({ ...rv, type: reviewTypeOf(rv) }))
        .filter((rv) => reviewFilters.matches(rv, filters, now))
        .sort(reviewFilters.compare(filters.sort));
      const items = all.slice(offset, offset + limit).map(toReview);
      const next = offset + limit;
      return ok({ items, nextCursor: next < all.length ? String(next) : null, total: all.length });
    }),
    r(getReview, (ctx) => {
      const review = findInOrganization(db.review, ctx, 'reviewId');
      return review ? ok(toReview(review)) : notFound();
    }),
    r(saveReviewDraft, (ctx) => {
      const { body } = ctx;
      const review = findInOrganization(db.review, ctx, 'reviewId');
      if (!review) return notFound();
      // replyTextSchema refused a blank text and one over Google's limit (issue 15).
      const text = str(body.text);
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          draft: JSON.stringify({ text, generated: false, updatedAt: new Date().toISOString() }),
          responseKind: review.reply ? review.responseKind : 'draft',
        },
      });
      return ok(toReview(updated ?? review));
    }),
    r(generateReviewDraft, (ctx) => {
      const review = findInOrganization(db.review, ctx, 'reviewId');
      if (!review) return notFound();
      const org = db.organization.findFirst({ where: { id: eq(review.organizationId) } });
      if (!org) return notFound();
      // The quota answer of spec section 8: "no more responses can be generated".
      if (org.aiQuotaUsed >= org.aiQuotaLimit) {
        return failure(403, 'Forbidden', 'review.ai.quota_exceeded_manual');
      }
      db.organization.update({
        where: { id: eq(org.id) },
        data: { aiQuotaUsed: org.aiQuotaUsed + 1 },
      });
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          draft: JSON.stringify({
            // Follows the responder settings and the review (issue 18), signed by the asker.
            text: aiReplyText(db, review, ctx.user),
            generated: true,
            updatedAt: new Date().toISOString(),
          }),
          responseKind: review.reply ? review.responseKind : 'draft',
        },
      });
      return ok(toReview(updated ?? review));
    }),
    r(publishReviewReply, (ctx) => {
      const { body } = ctx;
      const review = findInOrganization(db.review, ctx, 'reviewId');
      if (!review) return notFound();
      const draft = review.draft
        ? (JSON.parse(review.draft) as { text: string; generated: boolean })
        : null;
      // publishReplySchema refused a text over Google's limit (issue 15); a saved draft passed
      // replyTextSchema. Without either there is nothing to publish.
      const text = str(body.text) || draft?.text || '';
      if (!text) return violations(['text', 'validation.required']);
      // An AI draft published as it was generated stays an AI reply, whether the editor sent its
      // text back or not (the German owner trial saw one labelled "Manuelle Antwort"); an edited
      // one is the owner's own (spec section 3: response kind AI or manual).
      const kind = draft?.generated && text === draft.text ? 'ai' : 'manual';
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          reply: JSON.stringify({ text, answeredAt: new Date().toISOString(), kind }),
          draft: null,
          responseKind: kind,
        },
      });
      return ok(toReview(updated ?? review), [{ type: 'success', key: 'review.reply.published' }]);
    }),
    r(editReviewReply, (ctx) => {
      const { body } = ctx;
      const review = findInOrganization(db.review, ctx, 'reviewId');
      if (!review || !review.reply) return notFound();
      // replyTextSchema refused a blank text and one over Google's limit (issue 15).
      const text = str(body.text);
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: {
          reply: JSON.stringify({ text, answeredAt: new Date().toISOString(), kind: 'manual' }),
          responseKind: 'manual',
        },
      });
      return ok(toReview(updated ?? review), [{ type: 'success', key: 'review.reply.updated' }]);
    }),
    r(deleteReviewReply, (ctx) => {
      const review = findInOrganization(db.review, ctx, 'reviewId');
      if (!review || !review.reply) return notFound();
      const updated = db.review.update({
        where: { id: eq(review.id) },
        data: { reply: null, responseKind: review.draft ? 'draft' : 'none' },
      });
      return ok(toReview(updated ?? review), [{ type: 'success', key: 'review.reply.deleted' }]);
    }),
    r(getAiQuota, ({ params }) => {
      const org = db.organization.findFirst({ where: { id: eq(params.organizationId ?? '') } });
      return org
        ? ok({ limit: org.aiQuotaLimit, used: org.aiQuotaUsed, resetsAt: quotaResetsAt(org.id) })
        : notFound();
    }),
  ];
}
