import {
  reviewFilters,
  type ReviewFilters,
  type ReviewsInfiniteResult,
} from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BulkBar } from './bulk-bar';
import { bulkMessages } from './bulk-messages';
import { BulkReport } from './bulk-report';
import type { ReviewFeedProps } from './review-feed';
import { useBulkJob } from './use-bulk-job';
import { useReviewSelection } from './use-review-selection';

/** What {@link useInboxBulk} gives the inbox to place. */
export interface InboxBulk {
  /** The feed's checkboxes; absent on a phone outside selection mode. */
  feedSelection: ReviewFeedProps['selection'];
  /** The bar of actions on the selection: always on a desktop, while selecting on a phone. */
  bar: ReactNode;
  /** Progress and report of the bulk action, with its live region. */
  report: ReactNode;
  /** The phone's "Select" toggle for the compact bar; null on wider screens. */
  selectToggle: ReactNode;
}

/**
 * Selection and bulk actions of the inbox (issue 18), wired to the list: checkboxes with Shift
 * ranges, "select all N matching", approve and publish or generate AI drafts as a saved queue,
 * and its report. On a phone the checkboxes show in a selection mode and the bar sticks to the
 * bottom of the screen.
 */
export function useInboxBulk({
  organizationId,
  list,
  filters,
  filtersKey,
  wide,
}: {
  organizationId: string | null;
  list: ReviewsInfiniteResult;
  filters: ReviewFilters;
  filtersKey: string;
  wide: boolean;
}): InboxBulk {
  const intl = useIntl();
  const { reviews, total, reload } = list;
  const selection = useReviewSelection(reviews, filtersKey);
  const reloadList = useCallback(() => void reload(), [reload]);
  const bulk = useBulkJob(organizationId, reloadList);
  const [selecting, setSelecting] = useState(false);
  const selectable = wide || selecting;
  const count = selection.count(total);
  const isBusy = bulk.status === 'running' || bulk.status === 'collecting';

  const { clear } = selection;
  const onAction = useCallback(
    (action: Parameters<typeof bulk.start>[0]) => {
      const chosen = selection.selection;
      clear();
      setSelecting(false);
      void bulk.start(action, chosen, reviews, reviewFilters.toQuery(filters));
    },
    [bulk, selection.selection, clear, reviews, filters],
  );

  // On a desktop the bar is always there once the list has reviews: appearing with the first
  // tick, it would push the list down under the pointer that is selecting a range.
  const bar =
    (wide && Boolean(total)) || (selectable && (count > 0 || selecting)) ? (
      <BulkBar
        count={count}
        total={total}
        allMatching={selection.selection.mode === 'all'}
        isBusy={isBusy}
        isSticky={!wide}
        onSelectAllMatching={selection.selectAllMatching}
        onClear={() => {
          clear();
          setSelecting(false);
        }}
        onAction={onAction}
      />
    ) : null;

  const report = (
    <BulkReport
      job={bulk.job}
      status={bulk.status}
      onStop={bulk.stop}
      onResume={() => void bulk.resume()}
      onRetryFailed={() => void bulk.retryFailed()}
      onDismiss={bulk.dismiss}
    />
  );

  const selectToggle = wide ? null : (
    <Button
      variant="outline"
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
