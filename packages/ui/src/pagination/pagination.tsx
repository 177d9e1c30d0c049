import { Button } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../icon/icons';
import * as styles from './pagination.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages. */
  totalPages: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Pages". */
  label: string;
  /** Accessible name of the previous button, e.g. "Previous page". */
  previousLabel: string;
  /** Accessible name of the next button, e.g. "Next page". */
  nextLabel: string;
  /** Accessible name of a page button, e.g. `(n) => \`Page ${n}\``. @default the bare number */
  pageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
}

/** Page numbers to show: first, last, the current with its siblings, `null` for a gap. */
export function pageRange(page: number, total: number, siblings = 1): Array<number | null> {
  const pages = new Set<number>([1, total]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const p of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && p - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) result.push(null);
    result.push(p);
  }
  return result;
}

/** Page navigation: previous, numbered pages with gaps, next. The current page has `aria-current`. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
}: PaginationProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.button}
            aria-label={previousLabel}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {pageRange(page, totalPages, siblings).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.ellipsis} />
          ) : (
            <li key={p}>
              <Button
                className={styles.button}
                aria-label={pageLabel?.(p)}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => onPageChange(p)}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.button}
            aria-label={nextLabel}
            isDisabled={page >= totalPages}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
