import { useIntl } from '@locperf/features/intl';
import type { FilterFieldsProps } from './filter-fields';
import { useInboxParts } from './inbox-parts';
import { messages } from './messages';
import * as styles from './review-inbox.css';

/** Props of {@link FilterBar}. */
export type FilterBarProps = FilterFieldsProps;

/** The desktop filter panel (from the medium breakpoint up): every filter applies at once. */
export function FilterBar(props: FilterBarProps) {
  const intl = useIntl();
  const { FilterFields } = useInboxParts();
  return (
    <section aria-label={intl.formatMessage(messages.filters)} className={styles.filters}>
      <FilterFields {...props} />
    </section>
  );
}
