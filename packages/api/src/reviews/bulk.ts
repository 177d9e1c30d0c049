import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../client/endpoint';
import { useApiClient } from '../react/api-provider';
import { useCacheAlive } from '../react/cache-clears';
import { affectedKeys } from '../react/keys';
import type { ReviewFilterQuery } from './filters';
import { usePatchReviewLists } from './lists';
import {
  generateReviewDraft,
  getReview,
  listReviews,
  publishReviewReply,
  type Review,
} from './reviews';

/**
 * Bulk actions of the inbox (issue 18): approve and publish drafts, or generate AI drafts. They
 * run as a client-side queue over the single-review endpoints (see the review inbox README for
 * why), so this module offers one step of such a queue, not a bulk endpoint.
 */
export const bulkReviewActions = ['publish', 'generate'] as const;
export type BulkReviewAction = (typeof bulkReviewActions)[number];

/**
 * True when the action applies to the review: publishing needs a draft; generating is for
 * reviews without a reply or draft (a draft someone wrote is never overwritten, and quota is
 * never spent on an answered review).
 */
export function bulkActionApplies(
  action: BulkReviewAction,
  review: Pick<Review, 'draft' | 'reply'>,
): boolean {
  return action === 'publish' ? review.draft !== null : !review.reply && !review.draft;
}

/** The page size used to collect every review of a filter: the contract's largest. */
const COLLECT_PAGE_SIZE = 100;

/** What {@link useBulkReviewSteps} returns. */
export interface BulkReviewSteps {
  /**
   * Runs the action on one review and puts the changed review into the loaded lists. Quiet: the
   * caller sums up the outcome (no toast per review); rejects with the typed `ApiError`.
   */
  run: (action: BulkReviewAction, reviewId: string, signal?: AbortSignal) => Promise<Review>;
  /**
   * The current state of a review, for a queue resumed after a reload: a step that was on its
   * way may have succeeded.
   */
  fetch: (reviewId: string, signal?: AbortSignal) => Promise<Review>;
  /** Every review matching the filters, page by page ("select all matching"). */
  collect: (filters: ReviewFilterQuery, signal?: AbortSignal) => Promise<Review[]>;
  /** Refreshes what the steps changed (quota, attention, counts) once, after the queue. */
  settle: () => Promise<void>;
}

/** The steps of a bulk action for one organization; see {@link BulkReviewSteps}. */
export function useBulkReviewSteps(organizationId: string | null): BulkReviewSteps {
  const client = useApiClient();
  const patch = usePatchReviewLists();
  const { mutate } = useSWRConfig();
  const orgId = organizationId ?? '';

  const run = useCallback(
    async (action: BulkReviewAction, reviewId: string, signal?: AbortSignal) => {
      const params = { organizationId: orgId, reviewId };
      const { data } =
        action === 'publish'
          ? await callEndpoint(client, publishReviewReply, {
              params,
              body: {},
              signal,
              quiet: true,
            })
          : await callEndpoint(client, generateReviewDraft, { params, signal, quiet: true });
      patch(data);
      return data;
    },
    [client, orgId, patch],
  );

  const fetch = useCallback(
    async (reviewId: string, signal?: AbortSignal) =>
      (
        await callEndpoint(client, getReview, {
          params: { organizationId: orgId, reviewId },
          signal,
          quiet: true,
        })
      ).data,
    [client, orgId],
  );

  const collect = useCallback(
    async (filters: ReviewFilterQuery, signal?: AbortSignal) => {
      const reviews: Review[] = [];
      let cursor: string | undefined;
      do {
        const { data } = await callEndpoint(client, listReviews, {
          params: { organizationId: orgId },
          query: { ...filters, limit: COLLECT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
          signal,
        });
        reviews.push(...data.items);
        cursor = data.nextCursor ?? undefined;
      } while (cursor);
      return reviews;
    },
    [client, orgId],
  );

  const cacheAlive = useCacheAlive();
  const settle = useCallback(async () => {
    if (cacheAlive()) await mutate(affectedKeys([`/organizations/${orgId}`]));
  }, [cacheAlive, mutate, orgId]);

  return { run, fetch, collect, settle };
}
