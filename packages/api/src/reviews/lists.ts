import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { buildPath, callEndpoint, type Endpoint } from '../client/endpoint';
import { useApiClient } from '../react/api-provider';
import { useCacheAlive } from '../react/cache-clears';
import { apiKey, type ApiKey } from '../react/keys';
import { useApiMutation } from '../react/use-api';
import { reviewFilters, type ReviewFilters } from './filters';
import {
  deleteReviewReply,
  editReviewReply,
  generateReviewDraft,
  listReviews,
  publishReviewReply,
  saveReviewDraft,
  type Review,
  type ReviewPage,
  type ReviewQuery,
} from './reviews';

/**
 * The inbox lists (paged with SWR infinite) and the review mutations that keep every loaded
 * list in step with a changed review: its row and the list's count.
 */

/**
 * The inbox lists each SWR cache has held, by cache key (`unstable_serialize` is SWR's public
 * name for an infinite key), with the query of each, so a changed review can be put into every
 * loaded list, including lists of other filters the user may switch back to.
 */
type ListQuery = Omit<ReviewQuery, 'cursor'>;
const reviewListKeys = new WeakMap<object, Map<string, ListQuery>>();

function listKeysOf(cache: object): Map<string, ListQuery> {
  let keys = reviewListKeys.get(cache);
  if (!keys) {
    keys = new Map();
    reviewListKeys.set(cache, keys);
  }
  return keys;
}

/**
 * The pages of a list that holds `review`, with it changed: its row keeps its place (a row
 * never jumps away while the owner triages), and the list's count follows the filters. A reply
 * published in the "draft" list counts one draft less; editing it again changes nothing more.
 * Pages that do not hold the review come back as they were.
 */
export function patchReviewPages(
  pages: readonly ReviewPage[],
  review: Review,
  filters: ReviewFilters,
  now: number = Date.now(),
): ReviewPage[] {
  const before = pages.flatMap((page) => page.items).find((item) => item.id === review.id);
  if (!before) return [...pages];
  const counted = (item: Review) => (reviewFilters.matches(item, filters, now) ? 1 : 0);
  const change = counted(review) - counted(before);
  return pages.map((page) => ({
    ...page,
    items: page.items.map((item) => (item.id === review.id ? review : item)),
    total: Math.max(0, page.total + change),
  }));
}

/** What {@link useReviewsInfinite} returns. */
export interface ReviewsInfiniteResult {
  /** The loaded reviews of every page, in order. */
  reviews: Review[];
  /** Reviews matching the filters on the server (the count of the list). */
  total: number | undefined;
  /** True until the first page answered. */
  isLoading: boolean;
  /** True while the next page loads. */
  isLoadingMore: boolean;
  /** True when the server has more pages. */
  hasMore: boolean;
  error: unknown;
  /** Loads the next page (no-op while one loads or none is left). */
  loadMore: () => void;
  /** Fetches the loaded pages again. */
  reload: () => Promise<void>;
}

/**
 * The reviews list with cursor pagination (SWR infinite): each page asks for the next one with
 * the previous page's `nextCursor`. Filters form the key, so a new filter starts at page one.
 */
export function useReviewsInfinite(
  organizationId: string | null,
  filters: Omit<ReviewQuery, 'cursor'> = {},
): ReviewsInfiniteResult {
  const client = useApiClient();
  const { cache } = useSWRConfig();
  const path = organizationId ? buildPath(listReviews.path, { organizationId }) : '';
  const getKey = (index: number, previous: ReviewPage | null): ApiKey | null => {
    if (!organizationId) return null;
    if (index > 0 && !previous?.nextCursor) return null;
    const cursor = index === 0 ? undefined : (previous?.nextCursor ?? undefined);
    return apiKey(path, { ...filters, cursor }, client.locale());
  };
  if (organizationId) {
    listKeysOf(cache).set(unstable_serialize(getKey), filters);
  }
  const swr = useSWRInfinite<ReviewPage>(
    getKey,
    async (key: ApiKey) => {
      const entries = key[2] ? (JSON.parse(key[2]) as [string, string | number][]) : [];
      const query = Object.fromEntries(entries) as ReviewQuery;
      const response = await callEndpoint(client, listReviews, {
        params: { organizationId: organizationId ?? '' },
        query,
      });
      return response.data;
    },
    // A page of the inbox stays what it was while the user triages; a mutation patches it.
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = swr.data ?? [];
  // A paused provider sends nothing yet: that is loading, not an empty inbox.
  const paused = useSWRConfig().isPaused();
  const last = pages.at(-1);
  const hasMore = Boolean(last?.nextCursor);
  const isLoadingMore = swr.isValidating && swr.size > pages.length;
  const { setSize, mutate } = swr;
  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore) return;
    void setSize((size) => size + 1);
  }, [hasMore, isLoadingMore, setSize]);
  const cacheAlive = useCacheAlive();
  const reload = useCallback(async () => {
    if (cacheAlive()) await mutate();
  }, [cacheAlive, mutate]);
  return {
    reviews: pages.flatMap((page) => page.items),
    total: pages[0]?.total,
    isLoading: swr.isLoading || (paused && Boolean(organizationId) && !swr.data),
    isLoadingMore,
    hasMore,
    error: swr.error,
    loadMore,
    reload,
  };
}

/**
 * Puts a changed review into every loaded inbox list ({@link patchReviewPages}). SWR's filter mutations skip infinite
 * keys, so without this a published reply would only show after a reload.
 */
export function usePatchReviewLists() {
  const { cache, mutate } = useSWRConfig();
  // A change may be answered after the widget, and a per-widget cache with it, is gone.
  const cacheAlive = useCacheAlive();
  return useCallback(
    (review: Review) => {
      if (!cacheAlive()) return;
      for (const [key, query] of listKeysOf(cache)) {
        // Decoded here, once per change, not on every render of the list.
        const filters = reviewFilters.fromQuery(query);
        void mutate(
          key,
          (pages: ReviewPage[] | undefined) =>
            pages ? patchReviewPages(pages, review, filters) : pages,
          { revalidate: false },
        );
      }
    },
    [cache, cacheAlive, mutate],
  );
}

const reviewsChanged = { invalidates: ['/organizations'] } as const;

/** A review mutation whose answer (the changed review) also updates the loaded inbox lists. */
function useReviewMutation<
  P extends string,
  TBody,
  TQuery extends Record<string, string | number | boolean | undefined>,
>(endpoint: Endpoint<P, Review, TBody, TQuery>) {
  const mutation = useApiMutation(endpoint, reviewsChanged);
  const patch = usePatchReviewLists();
  const { trigger: send } = mutation;
  const trigger = useCallback(
    async (args?: Parameters<typeof send>[0]) => {
      const review = await send(args);
      patch(review);
      return review;
    },
    [send, patch],
  );
  return { ...mutation, trigger };
}

/** Saves a draft. */
export const useSaveReviewDraft = () => useReviewMutation(saveReviewDraft);
/** Generates a draft with AI. */
export const useGenerateReviewDraft = () => useReviewMutation(generateReviewDraft);
/** Publishes a reply. */
export const usePublishReviewReply = () => useReviewMutation(publishReviewReply);
/** Edits a reply. */
export const useEditReviewReply = () => useReviewMutation(editReviewReply);
/** Deletes a reply. */
export const useDeleteReviewReply = () => useReviewMutation(deleteReviewReply);
