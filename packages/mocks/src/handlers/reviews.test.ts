import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '@locperf/api/auth';
import { createApiClient } from '@locperf/api/client';
import { callEndpoint, type CallArgs, type Endpoint } from '@locperf/api/client';
import { ValidationError } from '@locperf/api/client';
import type { ApiClient } from '@locperf/api/client';
import { grantLocation, listLocations } from '@locperf/api/locations';
import { mockControls } from '../controls';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../db';
import { handlers } from './index';
import { mockDb, resetMockDb } from '../state';
import { getResponderSettings, updateResponderSettings } from '@locperf/api/responder-settings';
import { computeAttention } from './attention';
import {
  listReviews,
  publishReviewReply,
  reviewFilters,
  saveReviewDraft,
} from '@locperf/api/reviews';
import { HttpError } from '@locperf/api/client';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

const org = { organizationId: DEMO_ORGANIZATION.id };

async function signedIn(): Promise<ApiClient> {
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore(),
    onError: () => {},
  });
  await client.auth.signIn(DEMO_ACCOUNTS.owner);
  return client;
}

async function call<
  P extends string,
  T,
  B,
  Q extends Record<string, string | number | boolean | undefined>,
>(client: ApiClient, endpoint: Endpoint<P, T, B, Q>, args: CallArgs<P, B, Q> = {}) {
  return (await callEndpoint(client, endpoint, args)).data;
}

describe('review filters of the inbox (issue 7)', () => {
  it('filters by several ratings, free text and a date range, and counts the matches', async () => {
    const client = await signedIn();
    const page = await call(client, listReviews, {
      params: org,
      query: { ratings: '1,2', responseKind: 'none', limit: 100 },
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((r) => r.rating <= 2 && r.responseKind === 'none')).toBe(true);
    const all = mockDb.review
      .getAll()
      .filter((r) => r.rating <= 2 && r.responseKind === 'none').length;
    expect(page.total).toBe(all);

    const search = await call(client, listReviews, {
      params: org,
      query: { search: 'ALTBACKEN', limit: 100 },
    });
    expect(search.total).toBeGreaterThan(0);
    expect(search.items.every((r) => r.comment?.includes('altbacken'))).toBe(true);

    const newest = (await call(client, listReviews, { params: org, query: { limit: 1 } })).items[0];
    const day = newest?.createdAt.slice(0, 10) ?? '';
    const range = await call(client, listReviews, {
      params: org,
      query: { from: day, to: day, limit: 100 },
    });
    expect(range.total).toBeGreaterThan(0);
    expect(range.items.every((r) => r.createdAt.startsWith(day))).toBe(true);
  });

  it('seeds 10,000 reviews on request (benchmark of issue 7)', async () => {
    mockControls.seedReviews(10_000);
    const client = await signedIn();
    const page = await call(client, listReviews, { params: org, query: { limit: 100 } });
    expect(page.total).toBe(10_000);
  });
});

describe("Google's reply limit of 4,096 bytes (issue 7)", () => {
  it('refuses a draft and a reply over 4,096 UTF-8 bytes even under 4,096 characters', async () => {
    const client = await signedIn();
    const reviewId = mockDb.review.getAll()[0]?.id ?? '';
    // 2,049 "ä" are 2,049 characters but 4,098 bytes.
    const text = 'ä'.repeat(2_049);
    for (const endpoint of [saveReviewDraft, publishReviewReply] as const) {
      const error = await call(client, endpoint, {
        params: { ...org, reviewId },
        body: { text },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      // The shape the reply editor and the contract share: one violation on `text`.
      expect((error as ValidationError).violations).toEqual([
        { propertyPath: 'text', key: 'validation.too_long', params: {} },
      ]);
    }
    const ok = await call(client, saveReviewDraft, {
      params: { ...org, reviewId },
      body: { text: 'ä'.repeat(2_048) },
    });
    expect(ok.draft?.text).toHaveLength(2_048);
  });
});

describe('responder guard rail: auto-publish from N stars (issue 7)', () => {
  it('defaults to 3, saves the minimum, and imports lower ratings as drafts', async () => {
    const client = await signedIn();
    const settings = await call(client, getResponderSettings, { params: org });
    expect(settings.autoPublishMinRating).toBe(3);
    await call(client, updateResponderSettings, {
      params: org,
      body: { ...settings, autoPublish: true, autoPublishMinRating: 4 },
    });
    expect((await call(client, getResponderSettings, { params: org })).autoPublishMinRating).toBe(
      4,
    );
    const bad = await call(client, updateResponderSettings, {
      params: org,
      body: { ...settings, autoPublishMinRating: 9 },
    }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ValidationError);

    mockControls.importDelayMs = 5;
    const location = (await call(client, listLocations, { params: org })).find((l) => !l.granted);
    await call(client, grantLocation, { params: { ...org, locationId: location?.id ?? '' } });
    await vi.waitFor(() => {
      expect(mockDb.review.getAll().filter((r) => r.locationId === location?.id)).toHaveLength(20);
    });
    const imported = mockDb.review.getAll().filter((r) => r.locationId === location?.id);
    for (const review of imported) {
      if (review.comment === null) expect(review.responseKind).toBe('none');
      else expect(review.responseKind).toBe(review.rating >= 4 ? 'ai' : 'draft');
    }
  });
});

describe('sorts and the needs-attention view of the inbox (issue 18)', () => {
  const all = { params: org, query: { limit: 100 } };

  it('honours oldest first and lowest rating first', async () => {
    const client = await signedIn();
    const oldest = await call(client, listReviews, {
      ...all,
      query: { limit: 100, sort: 'oldest' },
    });
    const dates = oldest.items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort());
    const lowest = await call(client, listReviews, {
      ...all,
      query: { limit: 100, sort: 'rating' },
    });
    const ratings = lowest.items.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(ratings[0]).toBe(1);
  });

  it("lists what the home page's needs-attention items count, and only that", async () => {
    const client = await signedIn();
    const page = await call(client, listReviews, {
      params: org,
      query: { view: 'attention', limit: 100 },
    });
    const counted = computeAttention(mockDb, DEMO_ORGANIZATION.id)
      .filter((i) => i.kind === 'low_ratings_unanswered' || i.kind === 'drafts_awaiting_approval')
      .reduce((sum, item) => sum + item.count, 0);
    expect(counted).toBeGreaterThan(0);
    expect(page.total).toBe(counted);
    expect(page.items.every((r) => reviewFilters.matches(r, { view: 'attention' }))).toBe(true);
    const unanswered = await call(client, listReviews, {
      params: org,
      query: { view: 'attention', responseKind: 'none', limit: 100 },
    });
    const low = computeAttention(mockDb, DEMO_ORGANIZATION.id).find(
      (i) => i.kind === 'low_ratings_unanswered',
    );
    expect(unanswered.total).toBe(low?.count);
  });
});

/** The demo organization's seeded AI drafts. */
function seededDrafts() {
  return mockDb.review
    .getAll()
    .filter((r) => r.organizationId === DEMO_ORGANIZATION.id && r.responseKind === 'draft');
}

describe('forced failures on single reviews (issue 18: bulk actions with partial failure)', () => {
  it('fails only the requests with the given path parameters, for the given number of times', async () => {
    const client = await signedIn();
    const [first, second] = seededDrafts();
    if (!first || !second) throw new Error('the seed has drafts');
    const failure = { messages: [{ type: 'error', key: 'google.reply.publish_failed' }] };
    mockControls.override(
      'publishReviewReply',
      { status: 502, body: failure },
      { times: 1, params: { reviewId: first.id } },
    );
    const publish = (reviewId: string) =>
      call(client, publishReviewReply, { params: { ...org, reviewId }, body: {}, quiet: true });
    await expect(publish(first.id)).rejects.toBeInstanceOf(HttpError);
    await expect(publish(second.id)).resolves.toMatchObject({ responseKind: 'ai' });
    // Once: the retry goes through.
    await expect(publish(first.id)).resolves.toMatchObject({ id: first.id });
  });
});

describe('the kind of a published reply (spec section 3: AI or manual)', () => {
  it('an AI draft published as generated is an AI reply, its text sent back or not; an edited one is manual', async () => {
    const client = await signedIn();
    const [sentBack, omitted, edited] = seededDrafts();
    if (!sentBack || !omitted || !edited) throw new Error('the seed has drafts');
    const textOf = (review: typeof sentBack) =>
      (JSON.parse(review.draft!) as { text: string }).text;
    const publish = (reviewId: string, body: { text?: string }) =>
      call(client, publishReviewReply, { params: { ...org, reviewId }, body });
    // The reply editor sends the text it shows (German owner trial: "Manuelle Antwort").
    await expect(publish(sentBack.id, { text: textOf(sentBack) })).resolves.toMatchObject({
      responseKind: 'ai',
    });
    await expect(publish(omitted.id, {})).resolves.toMatchObject({ responseKind: 'ai' });
    await expect(
      publish(edited.id, { text: `${textOf(edited)} Bis bald!` }),
    ).resolves.toMatchObject({ responseKind: 'manual' });
  });
});
