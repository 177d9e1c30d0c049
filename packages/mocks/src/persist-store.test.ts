import { afterEach, describe, expect, it } from 'vitest';
import { publishReviewReply } from '@locperf/api/reviews';
import { DEMO_STORE_KEY, persistDemoStore } from './persist-store';
import { mockDb } from './state';
import { call, org, setupMockBackend, signedIn } from './mock-test-support';

setupMockBackend();

/** A storage that records what was written, when it was written. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

/** The saved state of one review in the snapshot. */
function savedReview(raw: string | undefined, id: string) {
  const snapshot = JSON.parse(raw ?? '{"models":{"review":[]}}') as {
    models: { review: { id: string; responseKind: string; draft: unknown }[] };
  };
  return snapshot.models.review.find((review) => review.id === id);
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

// Owner trial, finding 1: a publish answered just before a reload was counted done by the bulk
// job, but the debounced snapshot never got written, so the review was a draft again.
describe('the demo store snapshot (issue 3)', () => {
  it('writes an answered publish when the page leaves, before the debounce runs', async () => {
    const storage = memoryStorage();
    const page = new EventTarget();
    stop = persistDemoStore(storage, page, 60_000);
    const client = await signedIn();
    const reviewId = mockDb.review.getAll().find((review) => review.draft !== null)?.id ?? '';
    await call(client, publishReviewReply, { params: { ...org, reviewId }, body: {} });
    expect(storage.items.has(DEMO_STORE_KEY)).toBe(false);

    page.dispatchEvent(new Event('pagehide'));

    expect(savedReview(storage.items.get(DEMO_STORE_KEY), reviewId)).toMatchObject({
      draft: null,
    });
  });

  it('writes every change at once after pagehide, and batches again after pageshow', async () => {
    const storage = memoryStorage();
    const page = new EventTarget();
    stop = persistDemoStore(storage, page, 60_000);
    const client = await signedIn();
    page.dispatchEvent(new Event('pagehide'));
    const [first, second] = mockDb.review
      .getAll()
      .filter((review) => review.draft !== null)
      .map((review) => review.id);
    await call(client, publishReviewReply, { params: { ...org, reviewId: first ?? '' }, body: {} });
    expect(savedReview(storage.items.get(DEMO_STORE_KEY), first ?? '')).toMatchObject({
      draft: null,
    });

    page.dispatchEvent(new Event('pageshow'));
    await call(client, publishReviewReply, {
      params: { ...org, reviewId: second ?? '' },
      body: {},
    });
    expect(savedReview(storage.items.get(DEMO_STORE_KEY), second ?? '')?.draft).not.toBeNull();
  });
});
