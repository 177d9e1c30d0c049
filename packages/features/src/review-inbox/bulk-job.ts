import type { BulkReviewAction } from '@locperf/api/reviews';
import { HttpError, NetworkError, ValidationError } from '@locperf/api/client';

/**
 * A bulk action of the inbox (issue 18) as data: what is left, what failed and why. It is kept
 * in session storage after every step, so a reload in the middle loses nothing: the page offers
 * to resume with the reviews still to do. Session storage, not local storage: it lives per tab,
 * so a second tab never runs the same queue at the same time (each review would be sent twice).
 *
 * Closing the browser ends the session, and with it the job (German owner trial: 193 drafts left
 * and no word of it the next morning). So a page that goes away with reviews still to do leaves
 * the job behind in local storage ({@link leaveJobBehind}); the next inbox without a job of its
 * own takes it over, and only one tab can: taking it removes it ({@link loadJob}).
 */

/** Why one review failed: the server's message key when it sent one, else the status. */
export interface BulkFailure {
  id: string;
  /** The review's author, to name it in the report. */
  author: string;
  /** The server's error message key (translated when shown), e.g. `google.reply.publish_failed`. */
  key?: string;
  params?: Record<string, unknown>;
  /** The HTTP status; absent when the request never got an answer. */
  status?: number;
  /** True when the server could not be reached. */
  network?: boolean;
}

export interface BulkJob {
  /** Tells a job left behind by this tab's own reload from another tab's (absent in old saves). */
  id?: string;
  action: BulkReviewAction;
  /** Reviews the job set out to change. */
  total: number;
  /** Reviews changed so far. */
  done: number;
  /** Ids still to do, in order; the ones on their way are among them until they answer. */
  todo: string[];
  /** Authors of the reviews still to do, to name them if they fail after a reload. */
  authors: Record<string, string>;
  failed: BulkFailure[];
  /** Selected reviews the action does not apply to (no draft to publish, already answered). */
  skipped: number;
  /**
   * The last {@link RECENT_WINDOW} reviews counted done, newest last. A reload can drop a change
   * the server had already answered (the demo's in-page mock store, owner trial finding 1), so
   * Resume asks the server about these again before the report claims them ({@link reopenRecent}).
   * Absent in jobs saved before it existed.
   */
  recent?: string[];
}

/**
 * How many of the last answers Resume checks again: two rounds of {@link BULK_CONCURRENCY}-wide
 * steps, more than a page can answer between its last save and the unload. Bounded, so a resume
 * costs at most this many extra look-ups.
 */
export const RECENT_WINDOW = 8;

/** The error key after which generating stops asking: the quota is used up (spec section 8). */
export const QUOTA_KEY = 'review.ai.quota_exceeded_manual';

/** True when the review failed because the AI quota is used up: retrying cannot help. */
export const isQuotaFailure = (failure: BulkFailure) => failure.key === QUOTA_KEY;

/** The state of the bulk panel. */
export type BulkStatus =
  | 'collecting' // "select all matching": the matching reviews are being listed
  | 'running'
  | 'interrupted' // restored after a reload, or stopped: waits for Resume
  | 'finished';

/** A job waiting for its first step. */
export function newJob(
  action: BulkReviewAction,
  reviews: readonly { id: string; authorName: string }[],
  skipped: number,
): BulkJob {
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    action,
    total: reviews.length,
    done: 0,
    todo: reviews.map((r) => r.id),
    authors: Object.fromEntries(reviews.map((r) => [r.id, r.authorName])),
    failed: [],
    skipped,
  };
}

/**
 * A job for the failed reviews of `job` ("retry the failed ones"), leaving out those refused for
 * the used-up AI quota: they would only fail again (owner trial, finding 4).
 */
export function retryJob(job: BulkJob): BulkJob {
  return newJob(
    job.action,
    job.failed.filter((f) => !isQuotaFailure(f)).map((f) => ({ id: f.id, authorName: f.author })),
    0,
  );
}

/** The job after one review succeeded. */
export function withSuccess(job: BulkJob, id: string): BulkJob {
  return {
    ...job,
    done: job.done + 1,
    todo: job.todo.filter((other) => other !== id),
    recent: [...(job.recent ?? []).filter((other) => other !== id), id].slice(-RECENT_WINDOW),
  };
}

/**
 * The job to resume: the reviews answered last are to do again, first, and no longer counted
 * done, so the report never claims a change the server lost; `verify` lists the ids to look up
 * before sending (those and the ones on their way when the page left), so a review the server
 * did change is counted done again without being sent twice.
 */
export function reopenRecent(job: BulkJob, onTheirWay: number): { job: BulkJob; verify: string[] } {
  const recent = (job.recent ?? []).filter((id) => !job.todo.includes(id));
  return {
    job: {
      ...job,
      done: Math.max(0, job.done - recent.length),
      todo: [...recent, ...job.todo],
      recent: [],
    },
    verify: [...recent, ...job.todo.slice(0, onTheirWay)],
  };
}

/** The job after one review failed with `error`. */
export function withFailure(job: BulkJob, id: string, error: unknown): BulkJob {
  return {
    ...job,
    todo: job.todo.filter((other) => other !== id),
    failed: [...job.failed, failureOf(id, job.authors[id] ?? '', error)],
  };
}

interface MessageBody {
  messages?: { type?: string; key?: string; params?: Record<string, unknown> }[];
}

/** The reason of a failed step, kept as key and status so it is translated when shown. */
export function failureOf(id: string, author: string, error: unknown): BulkFailure {
  if (error instanceof NetworkError) return { id, author, network: true };
  if (error instanceof HttpError) {
    const message = (error.body as MessageBody | null)?.messages?.find((m) => m.type === 'error');
    return {
      id,
      author,
      status: error.status,
      ...(message?.key ? { key: message.key, params: message.params ?? {} } : {}),
    };
  }
  if (error instanceof ValidationError) {
    const key = error.violations[0]?.key;
    return { id, author, status: 422, ...(key ? { key } : {}) };
  }
  // A malformed answer: the general reason.
  return { id, author };
}

const storageKey = (organizationId: string) => `locperf.reviews.bulk.${organizationId}`;
const leftBehindKey = (organizationId: string) =>
  `locperf.reviews.bulk.left-behind.${organizationId}`;

function storage(kind: 'sessionStorage' | 'localStorage' = 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can be blocked (privacy settings); the job then lives as long as the page.
    return null;
  }
}

/**
 * Keeps a job with reviews still to do past the end of the browser session: called as the page
 * goes away (`pagehide`). `null` forgets it (the job finished or was dismissed).
 */
export function leaveJobBehind(organizationId: string, job: BulkJob | null): void {
  const store = storage('localStorage');
  if (!store) return;
  try {
    if (job?.todo.length) store.setItem(leftBehindKey(organizationId), JSON.stringify(job));
    else store.removeItem(leftBehindKey(organizationId));
  } catch {
    // A full storage: only the resume after closing the browser is lost.
  }
}

/** Saves the job (or removes it: `null`), after every step. */
export function saveJob(organizationId: string, job: BulkJob | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (job) store.setItem(storageKey(organizationId), JSON.stringify(job));
    else store.removeItem(storageKey(organizationId));
  } catch {
    // A full storage must not stop the queue; only the resume after a reload is lost.
  }
}

function isJob(value: unknown): value is BulkJob {
  const job = value as Partial<BulkJob> | null;
  return (
    typeof job === 'object' &&
    job !== null &&
    (job.action === 'publish' || job.action === 'generate') &&
    typeof job.total === 'number' &&
    typeof job.done === 'number' &&
    typeof job.skipped === 'number' &&
    Array.isArray(job.todo) &&
    job.todo.every((id) => typeof id === 'string') &&
    Array.isArray(job.failed) &&
    typeof job.authors === 'object'
  );
}

function parseJob(raw: string | null | undefined): BulkJob | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isJob(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The saved job of the organization in this tab; else one a closed page left behind, which this
 * tab then takes over (moved to its session, so no other tab resumes it too). A damaged entry
 * counts as none.
 */
export function loadJob(organizationId: string): BulkJob | null {
  const own = parseJob(storage()?.getItem(storageKey(organizationId)));
  const local = storage('localStorage');
  const left = parseJob(local?.getItem(leftBehindKey(organizationId)));
  // A reload leaves this tab's own job behind too: it stays this tab's.
  const taken = own ?? left;
  if (left && (!own || own.id === left.id)) {
    try {
      local?.removeItem(leftBehindKey(organizationId));
    } catch {
      // Not removable: another tab may offer it too; Resume checks before it sends again.
    }
  }
  if (taken && !own) saveJob(organizationId, taken);
  return taken;
}

/**
 * Runs `step` over `ids` with at most `concurrency` at a time, in order. Stops taking new ids
 * once `signal` aborts; steps on their way finish.
 */
export async function runQueue(
  ids: readonly string[],
  concurrency: number,
  step: (id: string) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ids.length && !signal.aborted) {
      const id = ids[next++] as string;
      await step(id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
}
