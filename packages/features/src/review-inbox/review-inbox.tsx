import { useLocations } from '@locperf/api/locations';
import { responseKinds, reviewTypes, useReviewsInfinite, type Review } from '@locperf/api/reviews';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { Checkbox } from '@locperf/ui/checkbox';
import { CheckboxGroup } from '@locperf/ui/checkbox-group';
import { Dialog } from '@locperf/ui/dialog';
import { EmptyState } from '@locperf/ui/empty-state';
import { ListBoxItem } from '@locperf/ui/list-box';
import { Modal } from '@locperf/ui/modal';
import { SearchField } from '@locperf/ui/search-field';
import { Select } from '@locperf/ui/select';
import { Skeleton } from '@locperf/ui/skeleton';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  filtersToQuery,
  filtersToSearchParams,
  hasFilters,
  isTypingTarget,
  matchesFilters,
  type ResponseKind,
  type ReviewFilters,
  type ReviewType,
} from './filters';
import { responseKindLabels, ReviewCard } from './review-card';
import * as styles from './review-inbox.css';

const declared = defineMessages({
  filters: { id: 'reviews.filters.label', defaultMessage: 'Filter reviews' },
  location: { id: 'reviews.filters.location', defaultMessage: 'Location' },
  allLocations: { id: 'reviews.filters.location.all', defaultMessage: 'All locations' },
  rating: { id: 'reviews.filters.rating', defaultMessage: 'Stars' },
  ratingOption: {
    id: 'reviews.filters.rating.option',
    defaultMessage: '{rating, plural, one {# star} other {# stars}}',
  },
  type: { id: 'reviews.filters.type', defaultMessage: 'Type' },
  allTypes: { id: 'reviews.filters.type.all', defaultMessage: 'All types' },
  starsOnly: { id: 'reviews.filters.type.starsOnly', defaultMessage: 'Stars only' },
  withComment: { id: 'reviews.filters.type.withComment', defaultMessage: 'With comment' },
  response: { id: 'reviews.filters.response', defaultMessage: 'Response' },
  allResponses: { id: 'reviews.filters.response.all', defaultMessage: 'All responses' },
  from: { id: 'reviews.filters.from', defaultMessage: 'From' },
  to: { id: 'reviews.filters.to', defaultMessage: 'To' },
  search: { id: 'reviews.filters.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'reviews.filters.search.placeholder',
    defaultMessage: 'Text or author',
  },
  reset: { id: 'reviews.filters.reset', defaultMessage: 'Reset filters' },
  count: {
    id: 'reviews.count',
    defaultMessage: '{count, plural, =0 {No matching reviews} one {# review} other {# reviews}}',
  },
  list: { id: 'reviews.list.label', defaultMessage: 'Reviews' },
  loadingMore: { id: 'reviews.list.loadingMore', defaultMessage: 'Loading more reviews…' },
  loading: { id: 'reviews.list.loading', defaultMessage: 'Loading reviews…' },
  empty: { id: 'reviews.empty.title', defaultMessage: 'No reviews yet' },
  emptyHelp: {
    id: 'reviews.empty.description',
    defaultMessage:
      'Connect a Google account and grant a location: its reviews are imported and show here.',
  },
  filteredEmpty: { id: 'reviews.filteredEmpty.title', defaultMessage: 'No reviews match' },
  filteredEmptyHelp: {
    id: 'reviews.filteredEmpty.description',
    defaultMessage: 'Change or reset the filters to see more reviews.',
  },
  error: { id: 'reviews.error', defaultMessage: 'The reviews could not be loaded.' },
  retry: { id: 'reviews.retry', defaultMessage: 'Try again' },
  shortcuts: { id: 'reviews.shortcuts.open', defaultMessage: 'Keyboard shortcuts' },
  shortcutsTitle: { id: 'reviews.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  close: { id: 'reviews.shortcuts.close', defaultMessage: 'Close' },
  shortcutNext: { id: 'reviews.shortcuts.next', defaultMessage: 'Next review' },
  shortcutPrevious: { id: 'reviews.shortcuts.previous', defaultMessage: 'Previous review' },
  shortcutReply: { id: 'reviews.shortcuts.reply', defaultMessage: 'Open the reply editor' },
  shortcutClose: { id: 'reviews.shortcuts.close.editor', defaultMessage: 'Close the reply editor' },
  shortcutHelp: { id: 'reviews.shortcuts.help', defaultMessage: 'Show these shortcuts' },
  shortcutNote: {
    id: 'reviews.shortcuts.note',
    defaultMessage: 'Shortcuts do not fire while you type in a field.',
  },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/**
 * The last defined value: a mutation elsewhere clears the cached GETs first (spec section 7),
 * and the widget keeps showing what it had instead of flashing back to its loading state.
 */
function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

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

const ALL = '__all';
/** Keys of the shortcuts help: key names are the same in every language. */
const SHORTCUTS = [
  ['↓ / j', 'shortcutNext'],
  ['↑ / k', 'shortcutPrevious'],
  ['r', 'shortcutReply'],
  ['Esc', 'shortcutClose'],
  ['?', 'shortcutHelp'],
] as const;
const ESTIMATED_ROW_HEIGHT = 190;
/**
 * Viewport height assumed while the scroll container has no layout (hidden, or a DOM without
 * layout such as happy-dom), so the first rows still render.
 */
const FALLBACK_VIEWPORT_HEIGHT = 800;

/**
 * The review inbox of issue 7: filters, a count, and a virtualised, cursor-paginated list
 * (SWR infinite) that keeps at most a few dozen rows in the DOM whatever the total, with
 * keyboard triage (arrows or j/k, r to reply, ? for help).
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
  const hostKey = filtersToSearchParams(hostFilters).toString();
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
  const filtersKey = filtersToSearchParams(filters).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters
  const query = useMemo(() => filtersToQuery(filters), [filtersKey]);
  const list = useReviewsInfinite(organizationId, query);
  const locations = useLastDefined(useLocations(organizationId).data);
  const locationNames = useMemo(
    () => new Map((locations ?? []).map((l) => [l.id, l.name])),
    [locations],
  );
  const [activeIndex, setActiveIndex] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const feedRef = useRef<HTMLDivElement>(null);
  const focusAfterScroll = useRef(false);
  // While a new filter's first page loads, narrow the rows already loaded at once (the same
  // rules as the server), so a filter applies without waiting; the server's answer replaces it.
  const lastLoaded = useRef<Review[]>([]);
  if (!list.isLoading && list.reviews.length) lastLoaded.current = list.reviews;
  const provisional = list.isLoading
    ? lastLoaded.current.filter((review) => matchesFilters(review, filters))
    : null;
  const reviews = provisional?.length ? provisional : list.reviews;
  const isProvisional = Boolean(provisional?.length);
  const { loadMore, isLoadingMore } = list;
  const hasMore = list.hasMore && !isProvisional;
  const rowCount = reviews.length + (hasMore ? 1 : 0);

  // TanStack Virtual returns fresh functions each render, so the compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 4,
    getItemKey: (index) => reviews[index]?.id ?? `loader-${index}`,
    // Without layout every row measures 0, which would mount every row: keep the estimate.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { ...rect, height: FALLBACK_VIEWPORT_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();

  // Load the next page when the loader row comes into view.
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= reviews.length - 5) loadMore();
  }, [lastIndex, reviews.length, hasMore, isLoadingMore, loadMore]);

  // A new filter starts at the top.
  useEffect(() => {
    setActiveIndex(0);
    virtualizer.scrollToIndex(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the query changes
  }, [query]);

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
      row.focus({ preventScroll: true });
    }
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const inList = event.target instanceof Node && feedRef.current?.contains(event.target);
      const key = event.key;
      if (key === 'j' || (inList && key === 'ArrowDown')) move(1);
      else if (key === 'k' || (inList && key === 'ArrowUp')) move(-1);
      else if (key === 'r') {
        const review = reviews[activeIndex];
        if (!review) return;
        onReply(review);
      } else if (key === '?') setHelpOpen(true);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [move, onReply, reviews, activeIndex]);

  const set = (patch: Partial<ReviewFilters>) => onFiltersChange({ ...filters, ...patch });

  const [searchText, setSearchText] = useState(filters.search ?? '');
  const latestSearch = useRef(filters.search ?? '');
  useEffect(() => {
    // The URL changed from outside (back button, shared link): show its search.
    if ((filters.search ?? '') !== latestSearch.current) {
      latestSearch.current = filters.search ?? '';
      setSearchText(filters.search ?? '');
    }
  }, [filters.search]);
  useEffect(() => {
    if (searchText === latestSearch.current) return;
    const timer = setTimeout(() => {
      latestSearch.current = searchText;
      onFiltersChange({ ...filters, search: searchText || undefined });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText, searchDelayMs, filters, onFiltersChange]);

  const fromId = useId();
  const toId = useId();
  const filtered = hasFilters(filters);

  let body;
  if (list.error && reviews.length === 0) {
    body = (
      <Alert type="error" title={intl.formatMessage(messages.error)}>
        <Button size="sm" variant="outline" onPress={() => void list.reload()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Alert>
    );
  } else if ((list.isLoading && !isProvisional) || !organizationId) {
    body = (
      <div role="status" aria-label={intl.formatMessage(messages.loading)}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height="9rem" />
        ))}
      </div>
    );
  } else if (reviews.length === 0) {
    body = filtered ? (
      <EmptyState
        title={intl.formatMessage(messages.filteredEmpty)}
        description={intl.formatMessage(messages.filteredEmptyHelp)}
        action={
          <Button variant="outline" onPress={() => onFiltersChange({})}>
            {intl.formatMessage(messages.reset)}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHelp)}
      />
    );
  } else {
    body = (
      <div ref={scrollRef} className={styles.scroller}>
        <div
          ref={feedRef}
          role="feed"
          aria-label={intl.formatMessage(messages.list)}
          aria-busy={isLoadingMore || isProvisional}
          className={styles.feed}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const review = reviews[item.index];
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {review ? (
                  <ReviewCard
                    review={review}
                    locationName={locationNames.get(review.locationId)}
                    timeZone={timeZone}
                    position={item.index + 1}
                    setSize={isProvisional ? -1 : (list.total ?? -1)}
                    isActive={item.index === activeIndex}
                    onFocus={() => setActiveIndex(item.index)}
                    onReply={() => {
                      setActiveIndex(item.index);
                      onReply(review);
                    }}
                  />
                ) : (
                  <p className={styles.loadingRow}>{intl.formatMessage(messages.loadingMore)}</p>
                )}
              </div>
            );
          })}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <section aria-label={intl.formatMessage(messages.filters)} className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.location)}
          value={filters.locationId ?? ALL}
          onChange={(key) => set({ locationId: key === ALL ? undefined : String(key) })}
        >
          <ListBoxItem id={ALL}>{intl.formatMessage(messages.allLocations)}</ListBoxItem>
          {(locations ?? []).map((l) => (
            <ListBoxItem key={l.id} id={l.id}>
              {l.name}
            </ListBoxItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.type)}
          value={filters.type ?? ALL}
          onChange={(key) => set({ type: key === ALL ? undefined : (key as ReviewType) })}
        >
          <ListBoxItem id={ALL}>{intl.formatMessage(messages.allTypes)}</ListBoxItem>
          {reviewTypes.map((t) => (
            <ListBoxItem key={t} id={t}>
              {intl.formatMessage(t === 'stars_only' ? messages.starsOnly : messages.withComment)}
            </ListBoxItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.response)}
          value={filters.responseKind ?? ALL}
          onChange={(key) => set({ responseKind: key === ALL ? undefined : (key as ResponseKind) })}
        >
          <ListBoxItem id={ALL}>{intl.formatMessage(messages.allResponses)}</ListBoxItem>
          {responseKinds.map((k) => (
            <ListBoxItem key={k} id={k}>
              {intl.formatMessage(responseKindLabels[k])}
            </ListBoxItem>
          ))}
        </Select>
        <CheckboxGroup
          label={intl.formatMessage(messages.rating)}
          orientation="horizontal"
          value={(filters.ratings ?? []).map(String)}
          onChange={(values) =>
            set({ ratings: values.length ? values.map(Number).sort() : undefined })
          }
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <Checkbox key={n} value={String(n)}>
              {intl.formatMessage(messages.ratingOption, { rating: n })}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <div className={styles.dateField}>
          <label htmlFor={fromId} className={styles.dateLabel}>
            {intl.formatMessage(messages.from)}
          </label>
          <input
            id={fromId}
            type="date"
            className={styles.dateInput}
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </div>
        <div className={styles.dateField}>
          <label htmlFor={toId} className={styles.dateLabel}>
            {intl.formatMessage(messages.to)}
          </label>
          <input
            id={toId}
            type="date"
            className={styles.dateInput}
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
        <SearchField
          label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={searchText}
          onChange={setSearchText}
        />
      </section>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {list.total === undefined
            ? null
            : intl.formatMessage(messages.count, { count: list.total })}
        </p>
        <div className={styles.actions}>
          {filtered ? (
            <Button size="sm" variant="outline" onPress={() => onFiltersChange({})}>
              {intl.formatMessage(messages.reset)}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onPress={() => setHelpOpen(true)}>
            {intl.formatMessage(messages.shortcuts)}
          </Button>
        </div>
      </div>
      {body}
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
