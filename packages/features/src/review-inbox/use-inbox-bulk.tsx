import {
  bulkActionApplies,
  bulkReviewActions,
  reviewFilters,
  useAiQuota,
  type BulkReviewAction,
  type ReviewFilters,
  type ReviewsInfiniteResult,
} from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { useHasOpened } from '@locperf/ui/modal';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from '@locperf/features/intl';
import { BulkBar } from './bulk-bar';
import type { BulkConfirmRequest } from './bulk-confirm';
import { bulkMessages } from './bulk-messages';
import { BulkReport } from './bulk-report';
import type { ReviewFeedProps } from './review-feed';
import { useBulkJob } from './use-bulk-job';
import { useInboxParts } from './inbox-parts';
import { useReviewSelection } from './use-review-selection';

// Asked for when an action is pressed: its dialog code loads then, not with the first reviews
// (issue 14).
const BulkConfirm = lazy(async () => ({ default: (await import('./bulk-confirm')).BulkConfirm }));

/** What {@link useInboxBulk} gives the inbox to place. */
export interface InboxBulk {
  /** The feed's checkboxes; absent on a phone outside selection mode. */
  feedSelection: ReviewFeedProps['selection'];
  /** The bar of actions on the selection: always on a desktop, while selecting on a phone. */
  bar: ReactNode;
  /** Progress and report of the bulk action, with its live region, and its confirmation. */
  report: ReactNode;
  /** The phone's "Select" toggle for the compact bar; null on wider screens. */
  selectToggle: ReactNode;
}

// Issue 18 (bulk actions).
/**
 * Selection and bulk actions of the inbox, wired to the list: checkboxes with Shift ranges, "select
 * all N matching", approve and publish or generate AI drafts as a saved queue, and its report. On a
 * phone the checkboxes show in a selection mode and the bar sticks to the bottom of the screen.
 */
export function useInboxBulk({
  organizationId,
  list,
  filters,
  filtersKey,
  wide,
  moreQuotaHref,
  timeZone,
  onFiltersChange,
}: {
  organizationId: string | null;
  list: ReviewsInfiniteResult;
  filters: ReviewFilters;
  /** Changes the inbox's filters (the report's "Review the drafts"). */
  onFiltersChange: (filters: ReviewFilters) => void;
  filtersKey: string;
  wide: boolean;
  moreQuotaHref: string;
  timeZone: string | undefined;
}): InboxBulk {
  const intl = useIntl();
  const { preloadSelection } = useInboxParts();
  const { reviews, total, reload } = list;
  const selection = useReviewSelection(reviews, filtersKey);
  const quota = useAiQuota(organizationId);
  const reloadQuota = quota.reload;
  // After a bulk action the list and the quota (generating uses it) are read again.
  const onSettled = useCallback(() => {
    void reload();
    void reloadQuota();
  }, [reload, reloadQuota]);
  const bulk = useBulkJob(organizationId, onSettled);
  const aiLeft = quota.data ? Math.max(0, quota.data.limit - quota.data.used) : undefined;
  const [confirming, setConfirming] = useState<BulkConfirmRequest | null>(null);
  // Once asked, the confirmation stays mounted: its closing returns focus to the pressed action.
  const confirmUsed = useHasOpened(confirming !== null);
  const [selecting, setSelecting] = useState(false);
  const selectable = wide || selecting;
  const count = selection.count(total);
  const isBusy = bulk.status === 'running' || bulk.status === 'collecting';

  const { clear } = selection;
  const run = useCallback(
    (action: BulkReviewAction) => {
      const chosen = selection.selection;
      clear();
      setSelecting(false);
      void bulk.start(action, chosen, reviews, reviewFilters.toQuery(filters));
    },
    [bulk, selection.selection, clear, reviews, filters],
  );
  // Owner trial, finding 2: nothing goes to Google (or uses AI quota) on one key press; the
  // dialog says how many. Loaded selections count exactly the reviews the action applies to;
  // "all matching" counts the selection, as its reviews are listed only once confirmed.
  // Both actions counted in one pass over the loaded reviews, once per change of the selection
  // or the list, not on every render of the inbox (the bar shows them, the confirmation counts).
  const applicableCounts = useMemo(() => {
    const chosen = selection.selection;
    if (chosen.mode === 'all') {
      // Every review matching a response filter is of that kind, so what an action applies to is
      // known before its reviews are listed: all 214 drafts offered "Generate AI drafts" for 5
      // replies of quota, which then wrote none (owner trial 10). Other selections are counted
      // when confirmed.
      const kind = filters.responseKind;
      if (kind === undefined || filters.view !== undefined) return undefined;
      return { publish: kind === 'draft' ? count : 0, generate: kind === 'none' ? count : 0 };
    }
    const counts = Object.fromEntries(bulkReviewActions.map((action) => [action, 0])) as Record<
      BulkReviewAction,
      number
    >;
    if (chosen.ids.size === 0) return counts;
    for (const review of reviews) {
      if (!chosen.ids.has(review.id)) continue;
      for (const action of bulkReviewActions) {
        if (bulkActionApplies(action, review)) counts[action] += 1;
      }
    }
    return counts;
  }, [selection.selection, reviews, filters.responseKind, filters.view, count]);
  const onAction = useCallback(
    (action: BulkReviewAction) => {
      const applicable = applicableCounts?.[action] ?? count;
      // The bar turns an action that applies to none of the selection off and says why.
      if (applicable > 0) setConfirming({ action, count: applicable });
    },
    [applicableCounts, count],
  );

  // Closing the report removes the pressed button: focus goes to the bar it was started from
  // (or, on a phone outside selection mode, the Select toggle), never to <body> (owner trial).
  const barId = useId();
  const toggleId = useId();
  const focusAfterDismiss = useRef(false);
  useEffect(() => {
    if (!focusAfterDismiss.current || bulk.status) return;
    focusAfterDismiss.current = false;
    (document.getElementById(barId) ?? document.getElementById(toggleId))?.focus();
  });

  // On a desktop the bar is always there while the list loads and once it has reviews:
  // appearing with the first tick, it would push the list down under the pointer that is
  // selecting a range, and appearing with the data it moved the list 139 px (owner trial 11).
  const listed = total === undefined ? list.isLoading : total > 0;
  const bar =
    (wide && listed) || (selectable && (count > 0 || selecting)) ? (
      <BulkBar
        id={barId}
        count={count}
        total={total}
        allMatching={selection.selection.mode === 'all'}
        isBusy={isBusy}
        isSticky={!wide}
        quotaExhausted={
          quota.data && aiLeft === 0
            ? { resetsAt: quota.data.resetsAt, moreHref: moreQuotaHref, timeZone }
            : undefined
        }
        applicable={applicableCounts}
        onSelectAllMatching={selection.selectAllMatching}
        onClear={() => {
          clear();
          setSelecting(false);
        }}
        onAction={onAction}
      />
    ) : null;

  const report = (
    <>
      <BulkReport
        job={bulk.job}
        status={bulk.status}
        moreQuotaHref={moreQuotaHref}
        onStop={bulk.stop}
        onResume={() => void bulk.resume()}
        onRetryFailed={() => void bulk.retryFailed()}
        onDismiss={() => {
          focusAfterDismiss.current = true;
          bulk.dismiss();
        }}
        onShowDrafts={() => {
          bulk.dismiss();
          onFiltersChange({ ...filters, responseKind: 'draft', view: undefined });
        }}
      />
      {confirmUsed ? (
        <Suspense fallback={null}>
          <BulkConfirm
            request={confirming}
            aiLeft={aiLeft}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              if (confirming) run(confirming.action);
              setConfirming(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  const selectToggle = wide ? null : (
    <Button
      id={toggleId}
      variant="outline"
      // Split, the checkboxes' code is asked for as the finger lands, so they come with the tap.
      onPressStart={preloadSelection}
      onHoverStart={preloadSelection}
      onFocus={preloadSelection}
      onPress={() => {
        if (selecting) clear();
        setSelecting(!selecting);
      }}
    >
      {intl.formatMessage(selecting ? bulkMessages.selectModeDone : bulkMessages.selectMode)}
    </Button>
  );

  return {
    feedSelection: selectable
      ? { isSelected: selection.isSelected, toggle: selection.toggle }
      : undefined,
    bar,
    report,
    selectToggle,
  };
}
