import { useLocations } from '@locperf/api/locations';
import {
  reviewFilters,
  useReviewsInfinite,
  type Review,
  type ReviewFilters,
} from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { useHasOpened } from '@locperf/ui/modal';
import { Skeleton } from '@locperf/ui/skeleton';
import { finePointerQuery, useMediaQuery } from '@locperf/ui/media-query';
import { mediaUp } from '@locperf/ui/tokens';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useIntl } from '@locperf/features/intl';
import { CompactFilterBar } from './compact-filter-bar';
import { FilterBar } from './filter-bar';
import { InboxPartsContext, useInboxParts } from './inbox-parts';
import { lazyInboxParts } from './lazy-parts';
import { leaveRegion } from './leave-feed';
import { messages } from './messages';
import { ReviewFeed } from './review-feed';
import * as styles from './review-inbox.css';
import { staticInboxParts } from './static-parts';
import { useInboxBulk } from './use-inbox-bulk';

// Opened by "?" or the feed's hint only: its dialog code loads then, not with the first reviews
// (issue 14).
const ShortcutsHelp = lazy(async () => ({
  default: (await import('./shortcuts-help')).ShortcutsHelp,
}));

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
  /**
   * On phones (below the medium breakpoint) the list scrolls with the page instead of its own
   * box: for a page that is the list, as in our app. Leave it off when the list sits among other
   * content: it loads more as it nears its end, so a page-scrolling list keeps growing and what
   * follows it is out of reach. @default false
   */
  pageScrollOnPhones?: boolean;
  /**
   * Where more AI replies are bought (the shop), linked when the quota is used up. Features never
   * route: the app gives the link. @default '/shop'
   */
  moreQuotaHref?: string;
  /**
   * Where a Google account is connected (a page of yours): an inbox with no review yet links
   * there, the step its text asks for. @default no link
   */
  connectHref?: string;
}

/** Reviews per page of the inbox. */
const PAGE_SIZE = 50;

// Issue 7: the filter bar, a count, the feed (virtualised, cursor-paginated, keyboard triage) and
// the shortcuts help. Below the medium breakpoint the list comes first with a compact bar of chips
// and the filters in a sheet (issue "Phone-first"). Everything renders at once, on a server too.
/**
 * Where an owner reads and answers the reviews of all their locations: filters (location, stars,
 * answered or not, dates, text), the number of matching reviews and the list, which can be worked
 * through with the keyboard. On a phone the list comes first and the filters open in a sheet. It
 * shows loading, an error with Retry, and an empty state. The props that matter: `filters` with
 * `onFiltersChange`, so the choice can live in the page address, and `onReply`.
 */
export function ReviewInbox(props: ReviewInboxProps) {
  return (
    <InboxPartsContext.Provider value={staticInboxParts}>
      <ReviewInboxView {...props} />
    </InboxPartsContext.Provider>
  );
}

// Code splitting (issue 14): the filter fields, the view choice and the phone's filter sheet load
// in a chunk of their own. Render it inside `<Suspense>` and call `preloadInboxParts` beside the
// page's own chunk.
/**
 * The review inbox for an app that splits its code: the filters load separately, on a phone when
 * the owner reaches for the Filters button. On a desktop the inbox waits until they are there, so
 * the list never moves down when they come.
 */
export function ReviewInboxSplit(props: ReviewInboxProps) {
  return (
    <InboxPartsContext.Provider value={lazyInboxParts}>
      <ReviewInboxView {...props} />
    </InboxPartsContext.Provider>
  );
}

function ReviewInboxView({
  organizationId,
  filters: hostFilters,
  onFiltersChange: onHostFiltersChange,
  onReply,
  timeZone,
  searchDelayMs = 300,
  pageScrollOnPhones = false,
  moreQuotaHref = '/shop',
  connectHref,
}: ReviewInboxProps) {
  const intl = useIntl();
  const { ViewBar } = useInboxParts();
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
  // The order is no filter: resetting the filters keeps it.
  const sort = filters.sort;
  const resetFilters = useCallback(() => onFiltersChange({ sort }), [onFiltersChange, sort]);
  const filtersKey = reviewFilters.toSearchParams(filters).toString();
  const query = useMemo(
    () => ({ ...reviewFilters.toQuery(filters), limit: PAGE_SIZE }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters
    [filtersKey],
  );
  const list = useReviewsInfinite(organizationId, query);
  const locationsQuery = useLocations(organizationId);
  const locations = locationsQuery.data;
  const { reload: reloadList } = list;
  const { reload: reloadLocations, error: locationsError } = locationsQuery;
  // One "Try again" for everything the inbox failed to load: the location choice would
  // otherwise offer only "All locations" (partner trial, issue 17).
  const retry = useCallback(() => {
    void reloadList();
    if (locationsError) void reloadLocations();
  }, [reloadList, reloadLocations, locationsError]);
  const locationNames = useMemo(
    () => new Map((locations ?? []).map((l) => [l.id, l.name])),
    [locations],
  );
  const [helpOpen, setHelpOpen] = useState(false);
  // Once opened, the help stays mounted: its closing returns focus to where it was opened from.
  const helpUsed = useHasOpened(helpOpen);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  // Phones get the list first and the filters in a sheet (issue "Phone-first").
  const wide = useMediaQuery(mediaUp('md'), true);
  // Keyboard hints only where a hardware keyboard is likely; the keys work everywhere.
  const keyboardLikely = useMediaQuery(finePointerQuery, true);
  const bulk = useInboxBulk({
    organizationId,
    list,
    filters,
    filtersKey,
    wide,
    moreQuotaHref,
    timeZone,
    onFiltersChange,
  });

  const count = (
    <p className={styles.count} role="status">
      {/* Held at about the count's width while it loads: on a phone the count and the buttons
          share a row that wraps, and a count arriving into an empty row pushed the buttons and
          the list down 32 px (owner trial 11). */}
      {list.total === undefined ? (
        <Skeleton shape="line" width="9em" />
      ) : (
        intl.formatMessage(messages.count, { count: list.total })
      )}
    </p>
  );
  const shortcutsButton = keyboardLikely ? (
    <Button size="sm" variant="secondary" onPress={openHelp}>
      {intl.formatMessage(messages.shortcuts)}
    </Button>
  ) : null;
  // On a desktop the filters, the view and the bulk bar come before the first review: about 46
  // Tab presses in the fourth owner trial. The first Tab stop skips them, to the active review.
  const feedId = useId();
  const skipToReviews = (event: MouseEvent) => {
    // The feed's active review, so j/k and r work at once; the link's own jump lands on the feed.
    const row = document.getElementById(feedId)?.querySelector<HTMLElement>('[tabindex="0"]');
    if (!row) return;
    event.preventDefault();
    row.focus();
  };
  // And past them: the list is two Tab stops per review and grows as it is read, so what the
  // page shows below it was out of the keyboard's reach (partner trial 6). Ctrl+End does the same
  // from inside the list (the ARIA feed pattern).
  const rootRef = useRef<HTMLDivElement>(null);
  const endId = useId();
  const skipPastReviews = (event: MouseEvent) => {
    // The next control after the inbox; with none, the link's own jump to the inbox's end.
    if (rootRef.current && leaveRegion(rootRef.current, 'after')) event.preventDefault();
  };
  // No review at all yet, none filtered away: filters, a count of 0, "Select" and the shortcuts
  // have nothing to act on; the empty state says what to do instead (designer review 6).
  const nothingYet = list.total === 0 && !reviewFilters.isFiltered(filters);
  return (
    <div className={styles.root} ref={rootRef}>
      {wide && list.reviews.length > 0 ? (
        <>
          <a href={`#${feedId}`} className={styles.skipToReviews} onClick={skipToReviews}>
            {intl.formatMessage(messages.skipToReviews)}
          </a>
          <a href={`#${endId}`} className={styles.skipToReviews} onClick={skipPastReviews}>
            {intl.formatMessage(messages.skipPastReviews)}
          </a>
        </>
      ) : null}
      {nothingYet ? null : wide ? (
        <>
          <FilterBar
            filters={filters}
            onFiltersChange={onFiltersChange}
            locations={locations}
            searchDelayMs={searchDelayMs}
          />
          {/* The view and the order, with the count and its actions beside them: one row. */}
          <div className={styles.viewRow}>
            <ViewBar filters={filters} onFiltersChange={onFiltersChange} />
            <div className={styles.toolbar}>
              {count}
              <div className={styles.actions}>
                {reviewFilters.isFiltered(filters) ? (
                  <Button size="sm" variant="outline" onPress={resetFilters}>
                    {intl.formatMessage(messages.reset)}
                  </Button>
                ) : null}
                {shortcutsButton}
              </div>
            </div>
          </div>
        </>
      ) : (
        <CompactFilterBar
          filters={filters}
          onFiltersChange={onFiltersChange}
          locations={locations}
          count={count}
          actions={
            <>
              {shortcutsButton}
              {bulk.selectToggle}
            </>
          }
        />
      )}
      {bulk.report}
      {wide && !nothingYet ? bulk.bar : null}
      <ReviewFeed
        id={feedId}
        organizationId={organizationId}
        list={list}
        filters={filters}
        filtersKey={filtersKey}
        locationNames={locationNames}
        timeZone={timeZone}
        isCompact={!wide}
        pageScroll={pageScrollOnPhones && !wide}
        onReply={onReply}
        onHelp={openHelp}
        onResetFilters={resetFilters}
        onRetry={retry}
        selection={bulk.feedSelection}
        connectHref={connectHref}
      />
      {wide || nothingYet ? null : bulk.bar}
      {helpUsed ? (
        <Suspense fallback={null}>
          <ShortcutsHelp isOpen={helpOpen} onOpenChange={setHelpOpen} />
        </Suspense>
      ) : null}
      <span id={endId} tabIndex={-1} className={styles.endOfInbox} />
    </div>
  );
}
