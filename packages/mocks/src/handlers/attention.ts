import type { HttpHandler } from 'msw';
import { needsReauthorization } from '@locperf/api/google-accounts';
import {
  ATTENTION_AI_QUOTA_SHARE,
  getAttention,
  isLowRatingAwaitingAnswer,
  rankAttention,
  type AttentionItem,
} from '@locperf/api/attention';
import type { MockStore } from '../models';
import { mockDb as db } from '../state';
import { eq, ok, type Route } from './shared';

/** Subscription statuses that need a payment (spec section 4: past_due is "payment required"). */
const unpaidStatuses = ['past_due', 'unpaid'];

/**
 * What needs the organization's attention, computed from the store (issue 18), ranked by
 * `attentionKinds`. `now` decides which unanswered low ratings waited over 24 h.
 */
export function computeAttention(
  store: MockStore,
  organizationId: string,
  now: number = Date.now(),
): AttentionItem[] {
  const inOrg = { organizationId: eq(organizationId) };
  const items: AttentionItem[] = [];
  const locations = store.location.findMany({ where: inOrg });

  for (const account of store.googleAccount.findMany({ where: inOrg })) {
    if (!needsReauthorization(account)) continue;
    items.push({
      id: `google_reauthorize:${account.id}`,
      kind: 'google_reauthorize',
      count: locations.filter((l) => l.googleAccountId === account.id).length,
      targetId: account.id,
      subject: account.email,
      reason: account.refreshTokenValid ? 'missing_scopes' : 'expired',
    });
  }

  for (const subscription of store.subscription.findMany({ where: inOrg })) {
    if (!unpaidStatuses.includes(subscription.status)) continue;
    const lines = subscription.items as { locations: string[] }[];
    items.push({
      id: `subscription_past_due:${subscription.id}`,
      kind: 'subscription_past_due',
      count: new Set(lines.flatMap((item) => item.locations)).size,
      targetId: subscription.id,
      subject: null,
    });
  }

  const notGranted = locations.filter((l) => !l.granted);
  if (notGranted.length) {
    items.push({
      id: 'location_grant',
      kind: 'location_grant',
      count: notGranted.length,
      targetId: notGranted.length === 1 ? (notGranted[0]?.id ?? null) : null,
      subject: notGranted.length === 1 ? (notGranted[0]?.name ?? null) : null,
    });
  }

  const reviews = store.review.findMany({ where: inOrg });
  const lowUnanswered = reviews.filter((r) => isLowRatingAwaitingAnswer(r, now)).length;
  if (lowUnanswered) {
    items.push({
      id: 'low_ratings_unanswered',
      kind: 'low_ratings_unanswered',
      count: lowUnanswered,
      targetId: null,
      subject: null,
    });
  }
  const drafts = reviews.filter((r) => r.responseKind === 'draft').length;
  if (drafts) {
    items.push({
      id: 'drafts_awaiting_approval',
      kind: 'drafts_awaiting_approval',
      count: drafts,
      targetId: null,
      subject: null,
    });
  }

  const organization = store.organization.findFirst({ where: { id: eq(organizationId) } });
  if (organization && organization.aiQuotaLimit > 0) {
    const left = Math.max(0, organization.aiQuotaLimit - organization.aiQuotaUsed);
    if (left <= organization.aiQuotaLimit * ATTENTION_AI_QUOTA_SHARE) {
      items.push({
        id: 'ai_quota_low',
        kind: 'ai_quota_low',
        count: left,
        targetId: null,
        subject: null,
        limit: organization.aiQuotaLimit,
      });
    }
  }
  return rankAttention(items);
}

/** What needs attention (issue 18). */
export function attentionHandlers(r: Route): HttpHandler[] {
  return [
    r(getAttention, ({ params }) =>
      ok({ items: computeAttention(db, params.organizationId ?? '') }),
    ),
  ];
}
