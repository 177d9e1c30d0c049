import { useTranslateKey } from '@locperf/features/notifications';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Link } from '@locperf/ui/link';
import { ProgressBar } from '@locperf/ui/progress-bar';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from '@locperf/features/intl';
import { isQuotaFailure, type BulkFailure, type BulkJob } from './bulk-job';
import { bulkMessages } from './bulk-messages';
import * as styles from './bulk.css';
import type { BulkJobState } from './use-bulk-job';

/** Props of {@link BulkReport}. */
export interface BulkReportProps {
  job: BulkJob | null;
  status: BulkJobState['status'];
  /** Where more AI replies are bought, offered when some failed for the used-up quota. */
  moreQuotaHref: string;
  onStop: () => void;
  onResume: () => void;
  onRetryFailed: () => void;
  onDismiss: () => void;
  /**
   * Shows the drafts the job wrote (the inbox filtered to drafts), offered when AI drafts were
   * generated: they leave a filter for unanswered reviews. @default not offered
   */
  onShowDrafts?: () => void;
}

/** The translated reason of one failed review: the server's message, else the status. */
function useReason() {
  const intl = useIntl();
  const translateKey = useTranslateKey();
  return (failure: BulkFailure) => {
    if (failure.key) {
      const { text, known } = translateKey(failure.key, failure.params);
      if (known && text) return text;
    }
    if (failure.network) return intl.formatMessage(bulkMessages.reasonNetwork);
    if (failure.status) {
      return intl.formatMessage(bulkMessages.reasonStatus, { status: failure.status });
    }
    return intl.formatMessage(bulkMessages.reasonUnknown);
  };
}

// Issue 18 (bulk actions). A live region reads out the start and the outcome; focus moves to the
// panel when its state changes, so it never falls to the page when the pressed button goes away.
/**
 * Shows how an action on many reviews is going: a progress bar with Stop while it runs, Resume when
 * the page was reloaded in the middle, and at the end what worked and what failed ("38 of 40
 * published; 2 failed"), with each failure's reason and a way to retry just those.
 */
export function BulkReport({
  job,
  status,
  moreQuotaHref,
  onStop,
  onResume,
  onRetryFailed,
  onDismiss,
  onShowDrafts,
}: BulkReportProps) {
  const intl = useIntl();
  const reason = useReason();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const seenStatus = useRef(status);
  useEffect(() => {
    // Not on the first render: a job restored after a reload does not take focus.
    if (seenStatus.current !== status && status) panel.current?.focus();
    seenStatus.current = status;
  }, [status]);

  const publish = job?.action !== 'generate';
  let announcement = '';
  if (status === 'collecting') announcement = intl.formatMessage(bulkMessages.collecting);
  else if (status === 'collectFailed')
    announcement = intl.formatMessage(bulkMessages.collectFailed);
  else if (job && status === 'running') {
    announcement = intl.formatMessage(
      publish ? bulkMessages.startedPublish : bulkMessages.startedGenerate,
      { total: job.total },
    );
  } else if (job && status === 'interrupted') {
    announcement = intl.formatMessage(bulkMessages.interrupted, { left: job.todo.length });
  } else if (job && status === 'finished') {
    const summary = intl.formatMessage(
      publish ? bulkMessages.summaryPublish : bulkMessages.summaryGenerate,
      { done: job.done, total: job.total },
    );
    announcement = job.failed.length
      ? `${summary}; ${intl.formatMessage(bulkMessages.failedCount, { count: job.failed.length })}`
      : summary;
  }
  const live = (
    <p role="status" className={styles.visuallyHidden}>
      {announcement}
    </p>
  );
  if (!status) return live;

  const title = intl.formatMessage(
    publish ? bulkMessages.titlePublish : bulkMessages.titleGenerate,
  );
  const progress = job ? job.done + job.failed.length : 0;
  // Owner trial, finding 4: a review refused for the used-up quota fails again on retry; the
  // way out is more quota, so the report offers that instead.
  const quotaFailed = job?.failed.some(isQuotaFailure) ?? false;
  const retryable = job?.failed.some((failure) => !isQuotaFailure(failure)) ?? false;
  return (
    <>
      {live}
      <section
        ref={panel}
        tabIndex={-1}
        aria-labelledby={titleId}
        className={styles.panel}
        data-bulk-status={status}
      >
        <h2 id={titleId} className={styles.panelTitle}>
          {status === 'finished' && job ? announcement.split('; ')[0] : title}
        </h2>
        {status === 'collecting' ? (
          <ProgressBar label={intl.formatMessage(bulkMessages.collecting)} isIndeterminate />
        ) : null}
        {status === 'collectFailed' ? (
          <Alert type="error">{intl.formatMessage(bulkMessages.collectFailed)}</Alert>
        ) : null}
        {job && (status === 'running' || status === 'interrupted') ? (
          <ProgressBar
            label={intl.formatMessage(bulkMessages.progress, { done: progress, total: job.total })}
            value={progress}
            maxValue={Math.max(job.total, 1)}
          />
        ) : null}
        {job && status === 'interrupted' ? <p className={styles.note}>{announcement}</p> : null}
        {job && status === 'finished' && job.failed.length ? (
          <>
            <p className={styles.note}>
              {intl.formatMessage(bulkMessages.failedCount, { count: job.failed.length })}
            </p>
            <ul
              className={styles.failures}
              aria-label={intl.formatMessage(bulkMessages.failedList)}
            >
              {job.failed.map((failure) => (
                <li key={failure.id} data-review-id={failure.id}>
                  {intl.formatMessage(bulkMessages.failure, {
                    author: failure.author,
                    reason: reason(failure),
                  })}
                </li>
              ))}
            </ul>
            {quotaFailed ? (
              <p className={styles.quotaNote}>
                <span>{intl.formatMessage(bulkMessages.quotaFailed)}</span>
                <Link href={moreQuotaHref} variant="standalone">
                  {intl.formatMessage(bulkMessages.quotaMore)}
                </Link>
              </p>
            ) : null}
          </>
        ) : null}
        {job && status === 'finished' && job.skipped ? (
          <p className={styles.note}>
            {intl.formatMessage(bulkMessages.skipped, { count: job.skipped })}
          </p>
        ) : null}
        <div className={styles.barActions}>
          {status === 'running' ? (
            <Button size="sm" variant="outline" onPress={onStop}>
              {intl.formatMessage(bulkMessages.stop)}
            </Button>
          ) : null}
          {status === 'interrupted' ? (
            <Button size="sm" onPress={onResume}>
              {intl.formatMessage(bulkMessages.resume)}
            </Button>
          ) : null}
          {/* New drafts leave a filter for unanswered reviews: this goes to them (owner trial
              12: only "Close" was offered, and the drafts had gone from the list). */}
          {status === 'finished' && job?.action === 'generate' && job.done > 0 && onShowDrafts ? (
            <Button size="sm" onPress={onShowDrafts}>
              {intl.formatMessage(bulkMessages.showDrafts)}
            </Button>
          ) : null}
          {status === 'finished' && retryable ? (
            <Button size="sm" onPress={onRetryFailed}>
              {intl.formatMessage(bulkMessages.retryFailed)}
            </Button>
          ) : null}
          {status === 'interrupted' || status === 'finished' || status === 'collectFailed' ? (
            <Button size="sm" variant="outline" onPress={onDismiss}>
              {intl.formatMessage(
                status === 'interrupted' ? bulkMessages.discard : bulkMessages.dismiss,
              )}
            </Button>
          ) : null}
        </div>
      </section>
    </>
  );
}
