import { attentionKinds, getAttention } from '@locperf/api/attention';
import { reauthorizeGoogleAccount } from '@locperf/api/google-accounts';
import { describe, expect, it } from 'vitest';
import { call, org, setupMockBackend, signedIn } from '../mock-test-support';
import { mockDb } from '../state';

setupMockBackend();

const eq = <T>(value: T) => ({ equals: value });
const DAY = 24 * 3600 * 1000;

/** The counts, recomputed from the store with loops of their own (not the handler's code). */
function recount() {
  let low = 0;
  let drafts = 0;
  for (const review of mockDb.review.getAll()) {
    if (review.organizationId !== org.organizationId) continue;
    if (review.responseKind === 'draft') drafts += 1;
    const old = Date.now() - new Date(review.createdAt).getTime() > DAY;
    if (review.responseKind === 'none' && (review.rating === 1 || review.rating === 2) && old)
      low += 1;
  }
  return { low, drafts };
}

describe('GET /organizations/{organizationId}/attention (issue 18)', () => {
  it('lists what the seed needs, ranked, with counts recomputed from the store', async () => {
    const client = await signedIn();
    const { items } = await call(client, getAttention, { params: org });
    const { low, drafts } = recount();
    expect(low).toBeGreaterThan(0);
    expect(items.map((i) => i.kind)).toEqual([
      'google_reauthorize',
      'location_grant',
      'low_ratings_unanswered',
      'drafts_awaiting_approval',
      'ai_quota_low',
    ]);
    const byKind = Object.fromEntries(items.map((i) => [i.kind, i]));
    expect(byKind.google_reauthorize).toMatchObject({
      targetId: 'gacc-2',
      subject: 'filialen@sonnenschein.example',
      reason: 'expired',
      count: mockDb.location.count({ where: { googleAccountId: eq('gacc-2') } }),
    });
    expect(byKind.location_grant).toMatchObject({ count: 1, targetId: 'loc-6' });
    expect(byKind.low_ratings_unanswered?.count).toBe(low);
    expect(byKind.drafts_awaiting_approval?.count).toBe(drafts);
    const orgRecord = mockDb.organization.findFirst({ where: { id: eq(org.organizationId) } });
    expect(byKind.ai_quota_low).toMatchObject({
      count: (orgRecord?.aiQuotaLimit ?? 0) - (orgRecord?.aiQuotaUsed ?? 0),
      limit: orgRecord?.aiQuotaLimit,
    });
  });

  it('ranks a past-due subscription and missing scopes, and drops what was fixed', async () => {
    const client = await signedIn();
    mockDb.subscription.update({ where: { id: eq('subs-1') }, data: { status: 'past_due' } });
    mockDb.googleAccount.update({ where: { id: eq('gacc-1') }, data: { missingScopes: true } });
    await call(client, reauthorizeGoogleAccount, {
      params: { ...org, accountId: 'gacc-2' },
      body: { returnUrl: '/' },
    });
    const { items } = await call(client, getAttention, { params: org });
    expect(items.slice(0, 2)).toMatchObject([
      { kind: 'google_reauthorize', targetId: 'gacc-1', reason: 'missing_scopes' },
      { kind: 'subscription_past_due', targetId: 'subs-1', count: 2 },
    ]);
    expect(items.some((i) => i.targetId === 'gacc-2')).toBe(false);
    const ranks = items.map((i) => attentionKinds.indexOf(i.kind));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('is empty when nothing is pending', async () => {
    const client = await signedIn();
    mockDb.googleAccount.updateMany({
      where: { organizationId: eq(org.organizationId) },
      data: { refreshTokenValid: true, missingScopes: false },
    });
    mockDb.location.updateMany({
      where: { organizationId: eq(org.organizationId) },
      data: { granted: true },
    });
    mockDb.review.updateMany({
      where: { responseKind: { in: ['none', 'draft'] } },
      data: { responseKind: 'manual' },
    });
    mockDb.organization.update({ where: { id: eq(org.organizationId) }, data: { aiQuotaUsed: 0 } });
    const { items } = await call(client, getAttention, { params: org });
    expect(items).toEqual([]);
  });
});
