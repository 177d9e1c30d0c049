import type { BulkReviewAction } from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { formatDateTime } from '@locperf/ui/format';
import { Link } from '@locperf/ui/link';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from '@locperf/features/intl';
import { bulkMessages } from './bulk-messages';
import * as styles from './bulk.css';

/** Props of {@link BulkBar}. */
export interface BulkBarProps {
  /** Id of the bar's region, which takes focus from script (closing the report puts it here). */
  id?: string;
  /** How many reviews are selected. */
  count: number;
  /** The server's count of reviews matching the filters; "select all" offers it. */
  total: number | undefined;
  /** True when every matching review is selected (not only the loaded ones). */
  allMatching: boolean;
  /** Actions wait while a bulk action runs: one at a time. */
  isBusy: boolean;
  /** Phone layout: the bar sticks to the bottom of the screen. */
  isSticky: boolean;
  // Owner trial, finding 4.
  /**
   * Set when no AI replies are left: generating is off, and the bar says why, until when, and
   * where to get more. @default undefined
   */
  quotaExhausted?: BulkQuotaExhausted;
  /**
   * How many of the selected reviews each action applies to, when the selection is of loaded
   * reviews (unknown for "all matching"). An action that applies to none is off, and the bar says
   * why, instead of running on nothing and dropping the selection (owner trial 7).
   * @default undefined
   */
  applicable?: Partial<Record<BulkReviewAction, number>>;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (action: BulkReviewAction) => void;
}

/** The used-up AI quota, as the bar shows it. */
export interface BulkQuotaExhausted {
  /** When the quota starts again (ISO date-time). */
  resetsAt: string;
  /** Where more AI replies are bought; the app gives it (features never route). */
  moreHref: string;
  /** The user's time zone for the date. @default the browser's */
  timeZone?: string;
}

// Issue 18 (bulk actions). A labelled toolbar region.
/**
 * The review inbox's selection bar: how many are selected, "select all matching", clear, approve
 * and publish drafts, and write AI drafts for all of them at once. On a desktop it is always there,
 * at one height, its actions off until a review is selected; on a phone it appears in selection
 * mode. Use it for work on many reviews; a single reply is written in the reply editor. Actions are
 * off while one is running, and AI drafts are off when the AI replies have run out.
 */
export function BulkBar({
  id,
  count,
  total,
  allMatching,
  isBusy,
  isSticky,
  quotaExhausted,
  applicable,
  onSelectAllMatching,
  onClear,
  onAction,
}: BulkBarProps) {
  const intl = useIntl();
  const noneId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  // WCAG 2.4.11: a review focused under the sticky bar would be hidden; the page's scroll
  // padding keeps it above the bar while the bar shows.
  useEffect(() => {
    const bar = ref.current;
    if (!isSticky || !bar) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${bar.offsetHeight}px`;
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, [isSticky, count]);
  const disabled = isBusy || count === 0;
  const noDrafts = count > 0 && applicable?.publish === 0;
  const noneToGenerate = count > 0 && applicable?.generate === 0;
  const selectAll =
    !allMatching && total !== undefined && total > count ? (
      <span className={styles.spanAll}>
        <Button
          size="sm"
          variant="outline"
          onPress={() => {
            countRef.current?.focus();
            onSelectAllMatching();
          }}
          isDisabled={isBusy}
        >
          {intl.formatMessage(bulkMessages.selectAllMatching, { count: total })}
        </Button>
      </span>
    ) : null;
  const clear = (
    <Button size="sm" variant="outline" onPress={onClear} isDisabled={count === 0}>
      {intl.formatMessage(bulkMessages.clear)}
    </Button>
  );
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="region"
      aria-label={intl.formatMessage(bulkMessages.barLabel)}
      className={`${styles.bar} ${isSticky ? styles.barSticky : styles.barInline}`}
    >
      <div className={styles.barHead}>
        {/* Focus waits here after "Select all matching", whose button then goes away (owner
            trial 9: it fell to the page's body); a screen reader reads the new count. */}
        <p ref={countRef} tabIndex={-1} className={styles.barCount}>
          {intl.formatMessage(bulkMessages.selected, { count })}
        </p>
        {/* On a phone "Clear selection" sits beside the count: the bar stuck to the bottom took a
            third of the screen with four stacked buttons (owner trial 9). */}
        {isSticky && count > 0 ? clear : null}
      </div>
      <div className={styles.barActions}>
        {isSticky ? selectAll : null}
        {/*
         * On a phone, with nothing selected, "Clear selection" only repeated "Stop selecting"
         * above the list (owner trial 6); it shows once there is a selection to clear.
         */}
        {isSticky ? null : clear}
        <Button
          size="sm"
          variant="secondary"
          onPress={() => onAction('generate')}
          isDisabled={disabled || Boolean(quotaExhausted) || noneToGenerate}
          aria-describedby={noneToGenerate ? `${noneId}-generate` : undefined}
        >
          {intl.formatMessage(bulkMessages.generate)}
        </Button>
        <Button
          size="sm"
          onPress={() => onAction('publish')}
          isDisabled={disabled || noDrafts}
          aria-describedby={noDrafts ? `${noneId}-publish` : undefined}
        >
          {intl.formatMessage(bulkMessages.publish)}
        </Button>
        {/* On a desktop last: it arrives with the list's count, and placed first it pushed the
            actions along (owner trial 12); nothing moves when it takes the end of the row. */}
        {isSticky ? null : selectAll}
      </div>
      {/* Why an action is off. Above a desktop's list in a line that is always there: appearing
          and going with the ticks, it moved the list under the pointer (partner trial 9: +46, -33,
          -13 px). A phone's bar stuck to the bottom moves nothing and keeps the screen for the
          list, so there it shows only when it has something to say. */}
      {!isSticky || noDrafts || noneToGenerate ? (
        <p className={styles.hintSlot}>
          {noDrafts ? (
            <span id={`${noneId}-publish`}>{intl.formatMessage(bulkMessages.noDrafts)}</span>
          ) : null}
          {noneToGenerate ? (
            <span id={`${noneId}-generate`}>{intl.formatMessage(bulkMessages.noneToGenerate)}</span>
          ) : null}
        </p>
      ) : null}
      {quotaExhausted ? (
        <p className={styles.quotaNote}>
          <span>
            {intl.formatMessage(bulkMessages.quotaZero, {
              date: formatDateTime(quotaExhausted.resetsAt, intl.locale, quotaExhausted.timeZone, {
                dateStyle: 'long',
              }),
            })}
          </span>
          <Link href={quotaExhausted.moreHref} variant="standalone">
            {intl.formatMessage(bulkMessages.quotaMore)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
