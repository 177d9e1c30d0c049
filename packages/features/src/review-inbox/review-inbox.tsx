import { useLocations } from '@locperf/api/locations';
import {
  reviewFilters,
  useReviewsInfinite,
  type Review,
  type ReviewFilters,
} from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { Dialog } from '@locperf/ui/dialog';
import { Modal } from '@locperf/ui/modal';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FilterBar } from './filter-bar';
import { messages } from './messages';
import { ReviewFeed } from './review-feed';
import * as styles from './review-inbox.css';
import { SHORTCUTS } from './use-inbox-shortcuts';

/** Props of {@link ReviewInbox}. */
export interface ReviewInboxProps {
  /** The organization whose reviews to show; null while the session loads. */
  organizationId: string | null;
  /** The filters, owned by the host (the app keeps them in the URL query). */
  filters: ReviewFilters;
  /** Called with the new filters when the user changes one. */
  onFiltersChange: (filters: ReviewFilters) => void;
  /** Opens the reply editor for a review (the R key or a card's button). */
  onReply: (review: Review) => void;
  /** The user's time zone for dates. @default the browser's */
  timeZone?: string;
  /** Delay before a typed search applies, in ms. @default 300 */
  searchDelayMs?: number;
}

/** Reviews per page of the inbox. */
const PAGE_SIZE = 50;

/**
 * The review inbox of issue 7: the filter bar, a count, the feed (virtualised, cursor-paginated,
 * keyboard triage) and the shortcuts help.
 */
export function ReviewInbox({
  organizationId,
  filters: hostFilters,
  onFiltersChange: onHostFiltersChange,
  onReply,
  timeZone,
  searchDelayMs = 300,
}: ReviewInboxProps) {
  const intl = useIntl();
  // A change applies here at once; the host's copy (the URL, through the router) may take a
  // navigation to come back, and must not delay the list.
  const [pending, setPending] = useState<ReviewFilters | null>(null);
  const hostKey = reviewFilters.toSearchParams(hostFilters).toString();
  const [seenHostKey, setSeenHostKey] = useState(hostKey);
  if (hostKey !== seenHostKey) {
    setSeenHostKey(hostKey);
    setPending(null);
  }
  const filters = pending ?? hostFilters;
  const onFiltersChange = useCallback(
    (next: ReviewFilters) => {
      setPending(next);
      onHostFiltersChange(next);
    },
    [onHostFiltersChange],
  );
  const resetFilters = useCallback(() => onFiltersChange({}), [onFiltersChange]);
  const filtersKey = reviewFilters.toSearchParams(filters).toString();
  const query = useMemo(
    () => ({ ...reviewFilters.toQuery(filters), limit: PAGE_SIZE }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters
    [filtersKey],
  );
  const list = useReviewsInfinite(organizationId, query);
  const locations = useLocations(organizationId).data;
  const locationNames = useMemo(
    () => new Map((locations ?? []).map((l) => [l.id, l.name])),
    [locations],
  );
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);

  return (
    <div className={styles.root}>
      <FilterBar
        filters={filters}
        onFiltersChange={onFiltersChange}
        locations={locations}
        searchDelayMs={searchDelayMs}
      />
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {list.total === undefined
            ? null
            : intl.formatMessage(messages.count, { count: list.total })}
        </p>
        <div className={styles.actions}>
          {reviewFilters.isFiltered(filters) ? (
            <Button size="sm" variant="outline" onPress={resetFilters}>
              {intl.formatMessage(messages.reset)}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onPress={openHelp}>
            {intl.formatMessage(messages.shortcuts)}
          </Button>
        </div>
      </div>
      <ReviewFeed
        organizationId={organizationId}
        list={list}
        filters={filters}
        filtersKey={filtersKey}
        locationNames={locationNames}
        timeZone={timeZone}
        onReply={onReply}
        onHelp={openHelp}
        onResetFilters={resetFilters}
      />
      <Modal isOpen={helpOpen} onOpenChange={setHelpOpen} size="sm">
        <Dialog
          title={intl.formatMessage(messages.shortcutsTitle)}
          closeLabel={intl.formatMessage(messages.close)}
        >
          <dl className={styles.shortcuts}>
            {SHORTCUTS.map(([keys, text]) => (
              <div key={keys} className={styles.shortcutRow}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{intl.formatMessage(messages[text])}</dd>
              </div>
            ))}
          </dl>
          <p>{intl.formatMessage(messages.shortcutNote)}</p>
        </Dialog>
      </Modal>
    </div>
  );
}
