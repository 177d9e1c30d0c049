import type { Review } from '@locperf/api/reviews';
import { useCallback, useRef, useState } from 'react';

/**
 * The selected reviews (issue 18): ids picked among the loaded rows, or "all matching" the
 * filters on the server (loaded or not) minus the ones unticked since.
 */
export type ReviewSelection =
  { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'all'; except: ReadonlySet<string> };

const none: ReviewSelection = { mode: 'ids', ids: new Set() };

/** What {@link useReviewSelection} returns. */
export interface ReviewSelectionState {
  selection: ReviewSelection;
  isSelected: (id: string) => boolean;
  /** How many are selected, given the server's count of matching reviews. */
  count: (total: number | undefined) => number;
  /**
   * Ticks or unticks the review at `index`; with `range` (Shift held), every review from the
   * last one changed to this one takes the same state.
   */
  toggle: (index: number, selected: boolean, range: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/** Selection over `reviews` (the loaded rows, in order); a new `resetKey` clears it. */
export function useReviewSelection(
  reviews: readonly Review[],
  resetKey: string,
): ReviewSelectionState {
  const [selection, setSelection] = useState<ReviewSelection>(none);
  const anchor = useRef<number | null>(null);
  // Another filter or order is another list: a selection of the old one would act unseen.
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setSelection(none);
  }

  const isSelected = useCallback(
    (id: string) => (selection.mode === 'all' ? !selection.except.has(id) : selection.ids.has(id)),
    [selection],
  );

  const toggle = useCallback(
    (index: number, selected: boolean, range: boolean) => {
      const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
      const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
      const ids = reviews.slice(from, to + 1).map((review) => review.id);
      anchor.current = index;
      setSelection((current) => {
        const set = new Set(current.mode === 'all' ? current.except : current.ids);
        // In "all matching", the set holds the exceptions: ticking removes one.
        const add = current.mode === 'all' ? !selected : selected;
        for (const id of ids) {
          if (add) set.add(id);
          else set.delete(id);
        }
        return current.mode === 'all' ? { mode: 'all', except: set } : { mode: 'ids', ids: set };
      });
    },
    [reviews],
  );

  const count = useCallback(
    (total: number | undefined) =>
      selection.mode === 'all'
        ? Math.max(0, (total ?? 0) - selection.except.size)
        : selection.ids.size,
    [selection],
  );

  const selectAllMatching = useCallback(() => setSelection({ mode: 'all', except: new Set() }), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setSelection(none);
  }, []);

  return { selection, isSelected, count, toggle, selectAllMatching, clear };
}
