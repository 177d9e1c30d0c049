import type { BulkReviewAction } from '@locperf/api/reviews';
import { HttpError, NetworkError, ValidationError } from '@locperf/api/client';

/**
 * A bulk action of the inbox (issue 18) as data: what is left, what failed and why. It is kept
 * in session storage after every step, so a reload in the middle loses nothing: the page offers
 * to resume with the reviews still to do. Session storage, not local storage: it lives per tab,
 * so a second tab never runs the same queue at the same time (each review would be sent twice).
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
}

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
    action,
    total: reviews.length,
    done: 0,
    todo: reviews.map((r) => r.id),
    authors: Object.fromEntries(reviews.map((r) => [r.id, r.authorName])),
    failed: [],
    skipped,
  };
}

/** A job for the failed reviews of `job` ("retry the failed ones"). */
export function retryJob(job: BulkJob): BulkJob {
  return newJob(
    job.action,
    job.failed.map((f) => ({ id: f.id, authorName: f.author })),
    0,
  );
}

/** The job after one review succeeded. */
export function withSuccess(job: BulkJob, id: string): BulkJob {
  return { ...job, done: job.done + 1, todo: job.todo.filter((other) => other !== id) };
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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the job then lives as long as the page.
    return null;
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

/** The saved job of the organization; a damaged entry counts as none. */
export function loadJob(organizationId: string): BulkJob | null {
  const raw = storage()?.getItem(storageKey(organizationId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isJob(parsed) ? parsed : null;
  } catch {
    return null;
  }
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
