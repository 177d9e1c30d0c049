import type { Review, ReviewFilters, ReviewsInfiniteResult } from '@locperf/api/reviews';
import { reviewFilters } from '@locperf/api/reviews';
import { Alert } from '@locperf/ui/alert';
import { Button, LinkButton } from '@locperf/ui/button';
import { EmptyState } from '@locperf/ui/empty-state';
import { Skeleton } from '@locperf/ui/skeleton';
import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import { ReviewCard } from './review-card';
import * as styles from './review-inbox.css';
import { leaveRegion } from './leave-feed';
import { useInboxShortcuts } from './use-inbox-shortcuts';

/** Props of {@link ReviewFeed}. */
export interface ReviewFeedProps {
  /** The feed element's id: the inbox's skip link points at it. */
  id?: string;
  organizationId: string | null;
  /** The server's list for `filters`. */
  list: ReviewsInfiniteResult;
  filters: ReviewFilters;
  /** Stands for `filters`: a new value starts the feed at the top. */
  filtersKey: string;
  locationNames: ReadonlyMap<string, string>;
  timeZone: string | undefined;
  /** Phone layout: full-width reply buttons, sized for a thumb. */
  isCompact: boolean;
  /** The rows scroll with the page (the window) instead of the list's own box. */
  pageScroll: boolean;
  onReply: (review: Review) => void;
  onHelp: () => void;
  onResetFilters: () => void;
  /** "Try again" after the list failed: reloads it and whatever else the inbox failed to load. */
  onRetry: () => void;
  /** The bulk selection (issue 18); no checkboxes when absent. */
  selection?: {
    isSelected: (id: string) => boolean;
    /** `index` in the feed's rows; `range` when Shift was held. */
    toggle: (index: number, selected: boolean, range: boolean) => void;
  };
  /** Where a Google account is connected, linked from the empty inbox. @default no link */
  connectHref?: string;
}

const ESTIMATED_ROW_HEIGHT = 190;
/**
 * Viewport height assumed while the scroll container has no layout (hidden, or a DOM without
 * layout such as happy-dom), so the first rows still render.
 */
const FALLBACK_VIEWPORT_HEIGHT = 800;

// Virtualised, cursor-paginated: keeps at most a few dozen rows in the DOM whatever the total, with
// the keyboard triage of issue 7.
/**
 * The reviews of the inbox with their loading, error and empty states, worked through with the
 * keyboard.
 */
export function ReviewFeed({
  id,
  organizationId,
  list,
  filters,
  filtersKey,
  locationNames,
  timeZone,
  isCompact,
  pageScroll,
  onReply,
  onHelp,
  onResetFilters,
  onRetry,
  selection,
  connectHref,
}: ReviewFeedProps) {
  const intl = useIntl();
  const [activeIndex, setActiveIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const feedRef = useRef<HTMLDivElement>(null);
  const focusAfterScroll = useRef(false);
  // While a new filter's first page loads, narrow the rows already loaded at once (the same
  // rules as the server), so a filter applies without waiting; the server's answer replaces it.
  const lastLoaded = useRef<Review[]>([]);
  if (!list.isLoading && list.reviews.length) lastLoaded.current = list.reviews;
  const provisional = list.isLoading
    ? lastLoaded.current
        .filter((review) => reviewFilters.matches(review, filters))
        .sort(reviewFilters.compare(filters.sort))
    : null;
  const reviews = provisional?.length ? provisional : list.reviews;
  const isProvisional = Boolean(provisional?.length);
  const { loadMore, isLoadingMore } = list;
  const hasMore = list.hasMore && !isProvisional;
  const rowCount = reviews.length + (hasMore ? 1 : 0);

  const common = {
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 4,
    getItemKey: (index: number) => reviews[index]?.id ?? `loader-${index}`,
    // Without layout every row measures 0, which would mount every row: keep the estimate.
    measureElement: (
      element: Element,
      entry: ResizeObserverEntry | undefined,
      instance: Parameters<typeof measureElement>[2],
    ) => measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  };
  // By default the list scrolls in its own box, so it never grows the page it is embedded in (a
  // partner's page grew to 60,000 px, then 124,000 px on a phone, with a page-scrolling list).
  // A full-page list (the app's, on phones) scrolls with the page instead: a box inside a
  // scrolling page showed 1½ reviews and made the thumb scroll both in turn (German trial). The
  // rows are then virtualised against the window, offset by where the list starts on the page.
  // TanStack Virtual returns fresh functions each render, so the compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const boxed = useVirtualizer({
    ...common,
    enabled: !pageScroll,
    getScrollElement: () => scrollRef.current,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { ...rect, height: FALLBACK_VIEWPORT_HEIGHT }),
      ),
  });
  const [scrollMargin, setScrollMargin] = useState(0);
  const windowed = useWindowVirtualizer({ ...common, enabled: pageScroll, scrollMargin });
  const virtualizer = pageScroll ? windowed : boxed;
  const offset = pageScroll ? scrollMargin : 0;
  // Where the list starts on the page moves with the chips and banners above it: measured after
  // every render (set only when it changed, so it settles after one more).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose, see above
  useLayoutEffect(() => {
    const feed = feedRef.current;
    if (!pageScroll || !feed) return;
    const top = Math.round(feed.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const items = virtualizer.getVirtualItems();

  // Load the next page when the loader row comes into view.
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= reviews.length - 5) loadMore();
  }, [lastIndex, reviews.length, hasMore, isLoadingMore, loadMore]);

  // A new filter starts at the top (on a phone: the list's top, if the page is below it; the bar
  // and the chips above it stay where they are otherwise).
  useEffect(() => {
    setActiveIndex(0);
    if (!pageScroll) virtualizer.scrollToIndex(0);
    else if (window.scrollY > scrollMargin) window.scrollTo({ top: scrollMargin });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the query changes
  }, [filtersKey]);

  const move = useCallback(
    (delta: number) => {
      if (reviews.length === 0) return;
      const next = Math.min(Math.max(activeIndex + delta, 0), reviews.length - 1);
      setActiveIndex(next);
      focusAfterScroll.current = true;
      virtualizer.scrollToIndex(next, { align: 'auto' });
    },
    [activeIndex, reviews.length, virtualizer],
  );

  // The active row may only mount after scrolling: focus it once it is in the DOM.
  useEffect(() => {
    if (!focusAfterScroll.current) return;
    const row = feedRef.current?.querySelector<HTMLElement>(`[aria-posinset="${activeIndex + 1}"]`);
    if (row) {
      focusAfterScroll.current = false;
      // The feed's focus handler brings the row into view, in its box and on the page.
      row.focus({ preventScroll: true });
    }
  });

  const reply = useCallback(() => {
    const review = reviews[activeIndex];
    if (review) onReply(review);
    return Boolean(review);
  }, [reviews, activeIndex, onReply]);
  const leave = useCallback(
    (direction: 'after' | 'before') =>
      feedRef.current ? leaveRegion(feedRef.current, direction) : false,
    [],
  );
  const select = useCallback(
    (range: boolean) => {
      const review = reviews[activeIndex];
      if (!review || !selection || isProvisional) return false;
      selection.toggle(activeIndex, !selection.isSelected(review.id), range);
      return true;
    },
    [reviews, activeIndex, selection, isProvisional],
  );
  useInboxShortcuts({ feedRef, move, reply, help: onHelp, leave, select });

  if (list.error && reviews.length === 0) {
    return (
      <Alert type="error" title={intl.formatMessage(messages.error)}>
        <Button size="sm" variant="outline" onPress={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Alert>
    );
  }
  if ((list.isLoading && !isProvisional) || !organizationId) {
    return (
      <div role="status" aria-label={intl.formatMessage(messages.loading)}>
        {[0, 1, 2].map((i) => (
          <ReviewCardSkeleton key={i} isCompact={isCompact} hasSelection={!!selection} />
        ))}
      </div>
    );
  }
  if (reviews.length === 0) {
    return reviewFilters.isFiltered(filters) ? (
      <EmptyState
        title={intl.formatMessage(messages.filteredEmpty)}
        description={intl.formatMessage(messages.filteredEmptyHelp)}
        action={
          <Button variant="outline" onPress={onResetFilters}>
            {intl.formatMessage(messages.reset)}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHelp)}
        action={
          connectHref ? (
            <LinkButton href={connectHref}>{intl.formatMessage(messages.connect)}</LinkButton>
          ) : undefined
        }
      />
    );
  }
  const feed = (
    <div
      ref={feedRef}
      id={id}
      role="feed"
      aria-label={intl.formatMessage(messages.list)}
      aria-busy={isLoadingMore || isProvisional}
      className={styles.feed}
      style={{ height: virtualizer.getTotalSize() }}
      // Keyboard focus that lands on a review (j/k, back from the reply editor, or Tab) brings
      // it into view, in the list's box and on the page: the German trials found focus out of
      // sight below the window and on a card scrolled away.
      onFocus={(event) => {
        const target = event.target as HTMLElement;
        if (target.matches(':focus-visible')) target.scrollIntoView?.({ block: 'nearest' });
      }}
    >
      {items.map((item) => {
        const review = reviews[item.index];
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{ transform: `translateY(${item.start - offset}px)` }}
          >
            {review ? (
              <ReviewCard
                review={review}
                locationName={locationNames.get(review.locationId)}
                timeZone={timeZone}
                position={item.index + 1}
                setSize={isProvisional ? -1 : (list.total ?? -1)}
                isActive={item.index === activeIndex}
                isCompact={isCompact}
                onFocus={() => setActiveIndex(item.index)}
                onReply={() => {
                  setActiveIndex(item.index);
                  onReply(review);
                }}
                selection={
                  selection && !isProvisional
                    ? {
                        isSelected: selection.isSelected(review.id),
                        onChange: (selected, range) =>
                          selection.toggle(item.index, selected, range),
                      }
                    : undefined
                }
              />
            ) : (
              <p className={styles.loadingRow}>{intl.formatMessage(messages.loadingMore)}</p>
            )}
          </div>
        );
      })}
    </div>
  );
  return pageScroll ? (
    feed
  ) : (
    <div ref={scrollRef} className={styles.scroller}>
      {feed}
    </div>
  );
}

/**
 * A loading review, shaped like {@link ReviewCard} in the card's own style and row padding:
 * selection box, star row, author and response badge, date line, three lines of text and the reply action,
 * so the first reviews take the place of the placeholders without a jump.
 */
function ReviewCardSkeleton({
  isCompact,
  hasSelection,
}: {
  isCompact: boolean;
  hasSelection: boolean;
}) {
  return (
    <div className={styles.skeletonRow}>
      <div className={styles.card}>
        <div className={styles.cardHeader}>
          {hasSelection ? (
            <Skeleton
              shape="rect"
              width={isCompact ? '1.5rem' : '1.25rem'}
              height={isCompact ? '1.5rem' : '1.25rem'}
            />
          ) : null}
          <span className={styles.skeletonStars}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} shape="circle" width="1em" height="1em" />
            ))}
          </span>
          <span className={styles.author}>
            <Skeleton shape="line" width="8rem" />
          </span>
          <Skeleton shape="rect" width="5rem" height="1.25rem" />
        </div>
        <p className={styles.meta}>
          <Skeleton shape="line" width="14rem" />
        </p>
        <p className={styles.comment}>
          <Skeleton shape="line" />
          <Skeleton shape="line" width="92%" />
          <Skeleton shape="line" width="55%" />
        </p>
        <div className={isCompact ? styles.cardActionsCompact : styles.actions}>
          <Skeleton
            shape="rect"
            width={isCompact ? '100%' : '4.5rem'}
            height={isCompact ? '3rem' : '2rem'}
          />
        </div>
      </div>
    </div>
  );
}
