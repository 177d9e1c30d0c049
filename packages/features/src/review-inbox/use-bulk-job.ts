import {
  bulkActionApplies,
  useBulkReviewSteps,
  type BulkReviewAction,
  type Review,
  type ReviewFilterQuery,
} from '@locperf/api/reviews';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  QUOTA_KEY,
  leaveJobBehind,
  loadJob,
  newJob,
  reopenRecent,
  retryJob,
  runQueue,
  saveJob,
  withFailure,
  withSuccess,
  type BulkJob,
  type BulkStatus,
} from './bulk-job';
import type { ReviewSelection } from './use-review-selection';

/**
 * Steps on their way at once. Bounded so 600 selected reviews never become 600 parallel
 * requests (the backend passes each on to Google, whose API limits the rate per account), and
 * so the inbox's own requests still get a connection (a browser opens six per origin on HTTP/1).
 */
export const BULK_CONCURRENCY = 4;

/** What {@link useBulkJob} returns. */
export interface BulkJobState {
  job: BulkJob | null;
  status: BulkStatus | 'collectFailed' | null;
  /** Starts the action on the selection (the loaded reviews, or every matching one). */
  start: (
    action: BulkReviewAction,
    selection: ReviewSelection,
    loaded: readonly Review[],
    query: ReviewFilterQuery,
  ) => Promise<void>;
  /** Goes on with an interrupted job (a reload in the middle, or Stop). */
  resume: () => Promise<void>;
  /** Runs the failed reviews of a finished job again. */
  retryFailed: () => Promise<void>;
  /** Stops taking new reviews; those on their way finish. */
  stop: () => void;
  /** Forgets the job (the report, or an interrupted job not to resume). */
  dismiss: () => void;
}

/**
 * The bulk action of the inbox (issue 18): a client-side queue with {@link BULK_CONCURRENCY}
 * steps at a time over the single-review endpoints, saved after every step (see `bulk-job.ts`).
 * `onSettled` runs once a queue ends, to reload the list.
 */
export function useBulkJob(organizationId: string | null, onSettled: () => void): BulkJobState {
  const steps = useBulkReviewSteps(organizationId);
  const [job, setJob] = useState<BulkJob | null>(null);
  const [status, setStatus] = useState<BulkJobState['status']>(null);
  const jobRef = useRef<BulkJob | null>(null);
  const controller = useRef<AbortController | null>(null);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  }, [onSettled]);

  // A job saved before a reload comes back interrupted: the owner decides to resume it.
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  if (organizationId && restoredFor !== organizationId) {
    setRestoredFor(organizationId);
    const saved = loadJob(organizationId);
    setJob(saved);
    setStatus(saved ? (saved.todo.length ? 'interrupted' : 'finished') : null);
  }
  // The queue reads the latest job between renders; a restored job arrives through the state.
  useEffect(() => {
    if (!controller.current) jobRef.current = job;
  }, [job]);
  // A reload or closing the tab aborts the requests on their way: those reviews are not failed
  // but still to do (the saved job keeps them for Resume). Chromium aborts them as the
  // navigation starts, before `pagehide`: the page counts as leaving from `beforeunload` on.
  const leaving = useRef(false);
  useEffect(() => {
    const onHide = (event: Event) => {
      leaving.current = true;
      // Closing the browser ends session storage: a job with reviews left outlives it.
      if (event.type === 'pagehide' && organizationId && jobRef.current?.todo.length) {
        leaveJobBehind(organizationId, jobRef.current);
      }
    };
    const onShow = (event: PageTransitionEvent) => {
      leaving.current = false;
      // Back from the back/forward cache: this page holds its job again.
      if (event.persisted && organizationId && jobRef.current?.todo.length) {
        leaveJobBehind(organizationId, null);
      }
    };
    // A browser closed or killed from the background (phones) may never fire `pagehide`:
    // hidden is the last moment a page is sure to get. Visible again, it holds its job again.
    const onVisibility = () => {
      if (!organizationId || !jobRef.current?.todo.length) return;
      leaveJobBehind(organizationId, document.hidden ? jobRef.current : null);
    };
    window.addEventListener('beforeunload', onHide);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('beforeunload', onHide);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [organizationId]);
  // Leaving the page stops the queue after the steps on their way; the saved job waits.
  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback(
    (next: BulkJob | null) => {
      jobRef.current = next;
      setJob(next);
      if (organizationId) saveJob(organizationId, next);
    },
    [organizationId],
  );

  const execute = useCallback(
    async (initial: BulkJob, verify: readonly string[]) => {
      const abort = new AbortController();
      controller.current = abort;
      update(initial);
      setStatus('running');
      let quotaFailure: unknown = null;
      await runQueue(
        initial.todo,
        BULK_CONCURRENCY,
        async (id) => {
          const current = () => jobRef.current ?? initial;
          try {
            // A step on its way when the page reloaded may have succeeded: ask before sending
            // it again, so nothing is published twice or counted as failed.
            if (verify.includes(id)) {
              const review = await steps.fetch(id);
              if (!bulkActionApplies(initial.action, review)) {
                update(withSuccess(current(), id));
                return;
              }
            }
            if (quotaFailure) throw quotaFailure;
            await steps.run(initial.action, id);
            update(withSuccess(current(), id));
          } catch (error) {
            if (leaving.current) return;
            const next = withFailure(current(), id, error);
            if (next.failed.at(-1)?.key === QUOTA_KEY) quotaFailure = error;
            update(next);
          }
        },
        abort.signal,
      );
      if (controller.current === abort) controller.current = null;
      // Steps left to do (stopped, or dropped while the page was leaving) wait for Resume.
      const left = jobRef.current?.todo.length ?? 0;
      setStatus(abort.signal.aborted || left > 0 ? 'interrupted' : 'finished');
      await steps.settle();
      settledRef.current();
    },
    [steps, update],
  );

  const start = useCallback<BulkJobState['start']>(
    async (action, selection, loaded, query) => {
      let reviews: readonly Review[];
      if (selection.mode === 'all') {
        setStatus('collecting');
        update(null);
        try {
          const all = await steps.collect(query);
          reviews = all.filter((review) => !selection.except.has(review.id));
        } catch {
          setStatus('collectFailed');
          return;
        }
      } else {
        reviews = loaded.filter((review) => selection.ids.has(review.id));
      }
      const applicable = reviews.filter((review) => bulkActionApplies(action, review));
      await execute(newJob(action, applicable, reviews.length - applicable.length), []);
    },
    [execute, steps, update],
  );

  const resume = useCallback(async () => {
    const current = jobRef.current;
    if (!current) return;
    const { job: reopened, verify } = reopenRecent(current, BULK_CONCURRENCY);
    await execute(reopened, verify);
  }, [execute]);

  const retryFailed = useCallback(async () => {
    const current = jobRef.current;
    const retry = current ? retryJob(current) : null;
    if (retry?.todo.length) await execute(retry, []);
  }, [execute]);

  const stop = useCallback(() => controller.current?.abort(), []);

  const dismiss = useCallback(() => {
    update(null);
    setStatus(null);
  }, [update]);

  return { job, status, start, resume, retryFailed, stop, dismiss };
}
