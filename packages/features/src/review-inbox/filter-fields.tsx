import type { Location } from '@locperf/api/locations';
import {
  responseKinds,
  reviewTypes,
  type ResponseKind,
  type ReviewFilters,
  type ReviewType,
} from '@locperf/api/reviews';
import { Checkbox } from '@locperf/ui/checkbox';
import { CheckboxGroup } from '@locperf/ui/checkbox-group';
import { DatePicker } from '@locperf/ui/date-picker';
import { ListBoxItem } from '@locperf/ui/list-box';
import { SearchField } from '@locperf/ui/search-field';
import { Select } from '@locperf/ui/select';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import { responseKindLabels } from './review-card';

/** Props of {@link FilterFields}. */
export interface FilterFieldsProps {
  filters: ReviewFilters;
  onFiltersChange: (filters: ReviewFilters) => void;
  /** The organization's locations for the location choice; undefined while they load. */
  locations: readonly Pick<Location, 'id' | 'name'>[] | undefined;
  /** Delay before a typed search applies, in ms. */
  searchDelayMs: number;
}

const ALL = '__all';

// Issue 7 (inbox filters).
/**
 * The inbox filters: location, type, response, stars, date range and free text. The desktop panel
 * applies each change at once; the phone's filter sheet collects them until Apply.
 */
export function FilterFields({
  filters,
  onFiltersChange,
  locations,
  searchDelayMs,
}: FilterFieldsProps) {
  const intl = useIntl();
  // ISO dates (yyyy-mm-dd) compare as strings.
  const rangeReversed = Boolean(filters.from && filters.to && filters.from > filters.to);
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

  return (
    <>
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
          set({ ratings: values.length ? values.map(Number).sort((a, b) => a - b) : undefined })
        }
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <Checkbox key={n} value={String(n)}>
            {intl.formatMessage(messages.ratingOption, { rating: n })}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {/* react-aria's date fields follow the locale (24.11.2026 in German), unlike the
          browser's native inputs, which show the system's mm/dd/yyyy (issue 20). */}
      <DatePicker
        label={intl.formatMessage(messages.from)}
        value={filters.from}
        maxValue={filters.to}
        onChange={(from) => set({ from })}
      />
      <DatePicker
        label={intl.formatMessage(messages.to)}
        value={filters.to}
        minValue={filters.from}
        onChange={(to) => set({ to })}
        // Both dates stay as typed; the message says why the list is empty (owner trial).
        isInvalid={rangeReversed}
        errorMessage={rangeReversed ? intl.formatMessage(messages.dateRangeReversed) : undefined}
      />
      <SearchField
        label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        value={searchText}
        onChange={setSearchText}
      />
    </>
  );
}
