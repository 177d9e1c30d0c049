import type { Location } from '@locperf/api/locations';
import type { ReviewFilters } from '@locperf/api/reviews';
import { XIcon } from '@locperf/ui/icon';
import { Button } from 'react-aria-components';
import { useEffect, useRef } from 'react';
import { type IntlShape } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { bulkMessages } from './bulk-messages';
import { messages } from './messages';
import { responseKindLabels } from './review-card';
import * as styles from './review-inbox.css';

/** One active filter as a chip: its text and the filters without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: ReviewFilters;
}

const day = (intl: IntlShape, value: string) =>
  // The filter's days are UTC days (the codec), so show them in UTC.
  intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** The active filters, one chip per value (each star rating its own), in the panel's order. */
export function filterChips(
  intl: IntlShape,
  filters: ReviewFilters,
  locations: readonly Pick<Location, 'id' | 'name'>[] | undefined,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const drop = (patch: Partial<ReviewFilters>) => ({ ...filters, ...patch });
  if (filters.view === 'attention') {
    chips.push({
      key: 'view',
      label: intl.formatMessage(bulkMessages.viewAttention),
      without: drop({ view: undefined }),
    });
  }
  if (filters.locationId) {
    const name = locations?.find((l) => l.id === filters.locationId)?.name;
    chips.push({
      key: 'location',
      label: name ?? intl.formatMessage(messages.location),
      without: drop({ locationId: undefined }),
    });
  }
  for (const rating of filters.ratings ?? []) {
    const rest = (filters.ratings ?? []).filter((r) => r !== rating);
    chips.push({
      key: `rating-${rating}`,
      label: intl.formatMessage(messages.ratingOption, { rating }),
      without: drop({ ratings: rest.length ? rest : undefined }),
    });
  }
  if (filters.type) {
    chips.push({
      key: 'type',
      label: intl.formatMessage(
        filters.type === 'stars_only' ? messages.starsOnly : messages.withComment,
      ),
      without: drop({ type: undefined }),
    });
  }
  if (filters.responseKind) {
    chips.push({
      key: 'response',
      label: intl.formatMessage(responseKindLabels[filters.responseKind]),
      without: drop({ responseKind: undefined }),
    });
  }
  if (filters.from) {
    chips.push({
      key: 'from',
      label: intl.formatMessage(messages.chipFrom, { date: day(intl, filters.from) }),
      without: drop({ from: undefined }),
    });
  }
  if (filters.to) {
    chips.push({
      key: 'to',
      label: intl.formatMessage(messages.chipTo, { date: day(intl, filters.to) }),
      without: drop({ to: undefined }),
    });
  }
  if (filters.search?.trim()) {
    chips.push({
      key: 'search',
      label: intl.formatMessage(messages.chipSearch, { text: filters.search.trim() }),
      without: drop({ search: undefined }),
    });
  }
  if (filters.sort === 'oldest' || filters.sort === 'rating') {
    chips.push({
      key: 'sort',
      label: intl.formatMessage(
        filters.sort === 'oldest' ? bulkMessages.sortOldest : bulkMessages.sortRating,
      ),
      without: drop({ sort: undefined }),
    });
  }
  return chips;
}

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  chips: readonly FilterChip[];
  onFiltersChange: (filters: ReviewFilters) => void;
  /** Takes focus when the last chip is removed (e.g. focuses the Filters button). */
  onEmptied?: () => void;
}

/** The active filters as removable chips: a tap removes that one filter. */
export function FilterChips({ chips, onFiltersChange, onEmptied }: FilterChipsProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  // The pressed chip goes away with its filter: focus the chip that takes its place (or the one
  // before it, or `onEmptied`), never <body> (issue 19: focus after every action).
  const removedAt = useRef<number | null>(null);
  const signature = chips.map((chip) => chip.key).join(' ');
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the chips change
  }, [signature]);
  if (chips.length === 0) return null;
  return (
    <ul
      ref={listRef}
      aria-label={intl.formatMessage(messages.activeFilters)}
      className={styles.chips}
    >
      {chips.map((chip, index) => (
        <li key={chip.key} className={styles.chipItem}>
          <Button
            className={styles.chip}
            aria-label={intl.formatMessage(messages.removeFilter, { filter: chip.label })}
            onPress={() => {
              removedAt.current = index;
              onFiltersChange(chip.without);
            }}
          >
            <span className={styles.chipLabel}>{chip.label}</span>
            <XIcon />
          </Button>
        </li>
      ))}
    </ul>
  );
}
