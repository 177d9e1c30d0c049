import { reviewSorts, type ReviewFilters, type ReviewSort } from '@locperf/api/reviews';
import { ListBoxItem } from '@locperf/ui/list-box';
import { Select } from '@locperf/ui/select';
import { useIntl } from '@locperf/features/intl';
import { bulkMessages } from './bulk-messages';
import * as styles from './bulk.css';

/** Props of {@link ViewBar}. */
export interface ViewBarProps {
  filters: ReviewFilters;
  onFiltersChange: (filters: ReviewFilters) => void;
  /**
   * One above the other at full width, as the fields of the phone's filter sheet (owner trial 5:
   * these two were narrower than the selects below them). @default false
   */
  stacked?: boolean;
}

const sortLabels = {
  newest: bulkMessages.sortNewest,
  oldest: bulkMessages.sortOldest,
  rating: bulkMessages.sortRating,
} as const;

const ALL = 'all';

// Issue 18; both kept in the URL through the filter codec.
/**
 * The saved view and the order of the inbox. "Needs attention" shows what the home page's list
 * counts: unanswered 1-2 star reviews older than 24 h and drafts awaiting approval; the other
 * filters narrow it further.
 */
export function ViewBar({ filters, onFiltersChange, stacked = false }: ViewBarProps) {
  const intl = useIntl();
  const field = stacked ? undefined : styles.viewField;
  return (
    <div className={stacked ? styles.viewStack : styles.viewBar}>
      <div className={field}>
        <Select
          label={intl.formatMessage(bulkMessages.view)}
          value={filters.view ?? ALL}
          // What the view holds, which the star and answer filters cannot show (owner trial 8).
          description={
            filters.view === 'attention'
              ? intl.formatMessage(bulkMessages.viewAttentionHint)
              : undefined
          }
          onChange={(key) =>
            onFiltersChange({ ...filters, view: key === 'attention' ? 'attention' : undefined })
          }
        >
          <ListBoxItem id={ALL}>{intl.formatMessage(bulkMessages.viewAll)}</ListBoxItem>
          <ListBoxItem id="attention">{intl.formatMessage(bulkMessages.viewAttention)}</ListBoxItem>
        </Select>
      </div>
      <div className={field}>
        <Select
          label={intl.formatMessage(bulkMessages.sort)}
          value={filters.sort ?? 'newest'}
          onChange={(key) => {
            const sort = key as ReviewSort;
            onFiltersChange({ ...filters, sort: sort === 'newest' ? undefined : sort });
          }}
        >
          {reviewSorts.map((sort) => (
            <ListBoxItem key={sort} id={sort}>
              {intl.formatMessage(sortLabels[sort])}
            </ListBoxItem>
          ))}
        </Select>
      </div>
    </div>
  );
}
