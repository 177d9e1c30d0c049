import type { Location } from '@locperf/api/locations';
import { reviewFilters, type ReviewFilters } from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { useHasOpened } from '@locperf/ui/modal';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from '@locperf/features/intl';
import { FilterChips, filterChips } from './filter-chips';
import { useInboxParts } from './inbox-parts';
import { messages } from './messages';
import * as styles from './review-inbox.css';

/** Props of {@link CompactFilterBar}. */
export interface CompactFilterBarProps {
  filters: ReviewFilters;
  onFiltersChange: (filters: ReviewFilters) => void;
  locations: readonly Pick<Location, 'id' | 'name'>[] | undefined;
  /** The count of matching reviews (a live status). */
  count: ReactNode;
  /** More actions for the bar (the shortcuts button where a keyboard is likely). */
  actions?: ReactNode;
}

/**
 * The filters below the medium breakpoint (issue "Phone-first"): a one-line bar with the count
 * and a Filters button, the active filters as removable chips, and every filter in a sheet that
 * applies them together. The filters stay the host's (the URL): the sheet only holds the choices
 * not yet applied.
 */
export function CompactFilterBar({
  filters,
  onFiltersChange,
  locations,
  count,
  actions,
}: CompactFilterBarProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<ReviewFilters | null>(null);
  const chips = filterChips(intl, filters, locations);
  const open = (isOpen: boolean) => setDraft(isOpen ? filters : null);
  const filtersButtonId = useId();
  const { FilterFields, Sheet, ViewBar, preload } = useInboxParts();
  // Split, the sheet's code loads when it first opens; once used it stays, to animate out.
  const sheetUsed = useHasOpened(draft !== null);
  return (
    <section aria-label={intl.formatMessage(messages.filters)} className={styles.compactBar}>
      <div className={styles.compactRow}>
        {count}
        <div className={styles.actions}>
          {actions}
          <Button
            id={filtersButtonId}
            variant={chips.length ? 'primary' : 'outline'}
            // Split, the sheet's code is asked for as the finger lands or focus arrives: loaded
            // after the first reviews instead, its evaluation doubled the page's blocking time
            // on a throttled phone (Lighthouse, issue 14).
            onPressStart={preload}
            onFocus={preload}
            onHoverStart={preload}
            onPress={() => open(true)}
            aria-label={intl.formatMessage(messages.openFiltersLabel, { count: chips.length })}
          >
            {intl.formatMessage(messages.openFilters)}
            {/* The count is drawn by CSS: the name says it in words ("Filters, 3 active"), and
                visible text that is not part of the name confuses voice control. */}
            {chips.length ? (
              <span className={styles.filterCount} data-count={chips.length} aria-hidden="true" />
            ) : null}
          </Button>
        </div>
      </div>
      <FilterChips
        chips={chips}
        onFiltersChange={onFiltersChange}
        onEmptied={() => document.getElementById(filtersButtonId)?.focus()}
      />
      {sheetUsed ? (
        <Suspense fallback={null}>
          <Sheet
            isOpen={draft !== null}
            onOpenChange={open}
            title={intl.formatMessage(messages.filters)}
            closeLabel={intl.formatMessage(messages.close)}
            footer={(close) => (
              <>
                <Button
                  variant="outline"
                  isDisabled={!draft || !reviewFilters.isFiltered(draft)}
                  onPress={() => setDraft({})}
                >
                  {intl.formatMessage(messages.reset)}
                </Button>
                <Button
                  onPress={() => {
                    // Through the codec, as the URL will hold it: blank values drop out.
                    if (draft)
                      onFiltersChange(reviewFilters.fromQuery(reviewFilters.toQuery(draft)));
                    close();
                  }}
                >
                  {intl.formatMessage(messages.apply)}
                </Button>
              </>
            )}
          >
            {draft ? (
              <div className={styles.sheetFields}>
                <ViewBar filters={draft} onFiltersChange={setDraft} stacked />
                <FilterFields
                  filters={draft}
                  onFiltersChange={setDraft}
                  locations={locations}
                  // Nothing is fetched until Apply: take the typed text at once.
                  searchDelayMs={0}
                />
              </div>
            ) : null}
          </Sheet>
        </Suspense>
      ) : null}
    </section>
  );
}
