import type { SheetProps } from '@locperf/ui/sheet';
import { useEffect, useState, type ComponentType } from 'react';
import * as styles from './bulk.css';
import type { FilterFieldsProps } from './filter-fields';
import type { InboxParts } from './inbox-parts';
import type { SelectBoxProps } from './select-box';
import type { ViewBarProps } from './view-bar';

let loaded: InboxParts | undefined;
let loading: Promise<InboxParts> | undefined;
let failed: { error: unknown } | undefined;

/**
 * Loads the filter parts' chunk (once): the fields with their date pickers, the view choice and
 * the sheet. Once it resolves, the split inbox renders them at once, without suspending.
 */
export function preloadInboxParts(): Promise<InboxParts> {
  // A desktop shows the selection checkboxes with the list: they come with the filter parts.
  loading ??= Promise.all([import('./static-parts'), preloadSelectBox()]).then(
    ([module]) => {
      loaded = module.staticInboxParts;
      failed = undefined;
      return loaded;
    },
    (error: unknown) => {
      // The error boundary shows it; the next render asks for the chunk again.
      failed = { error };
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The loaded parts; until they are there, the nearest Suspense boundary waits for the chunk. A
 * thrown promise, not `use()`: partners may run React 18, which has no `use` (a webpack 5 app with
 * React 18 failed to build with it).
 */
function useLoadedParts(): InboxParts {
  if (loaded) return loaded;
  if (failed) {
    const { error } = failed;
    failed = undefined;
    throw error;
  }
  throw preloadInboxParts().catch(() => undefined);
}

function SplitFilterFields(props: FilterFieldsProps) {
  const { FilterFields } = useLoadedParts();
  return <FilterFields {...props} />;
}

function SplitViewBar(props: ViewBarProps) {
  const { ViewBar } = useLoadedParts();
  return <ViewBar {...props} />;
}

function SplitSheet(props: SheetProps) {
  const { Sheet } = useLoadedParts();
  return <Sheet {...props} />;
}

let selectBox: ComponentType<SelectBoxProps> | undefined;
let selectBoxLoading: Promise<ComponentType<SelectBoxProps>> | undefined;

/** Loads the selection checkbox's chunk (once; again after a failure). */
function preloadSelectBox(): Promise<ComponentType<SelectBoxProps>> {
  selectBoxLoading ??= import('./select-box').then(
    (module) => (selectBox = module.SelectBox),
    (error: unknown) => {
      selectBoxLoading = undefined;
      throw error;
    },
  );
  return selectBoxLoading;
}

/**
 * The selection checkbox once its chunk is there, and until then an empty box of its size: a
 * phone's "Select" shows the boxes as soon as they arrive, and the cards never move. A failed load
 * is tried again the next time the boxes are shown.
 */
function SplitSelectBox(props: SelectBoxProps) {
  const [Box, setBox] = useState(() => selectBox);
  useEffect(() => {
    if (Box) return;
    let current = true;
    preloadSelectBox().then(
      (loadedBox) => {
        if (current) setBox(() => loadedBox);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Box]);
  if (Box) return <Box {...props} />;
  return (
    <span className={styles.select}>
      <span className={styles.selectPlaceholder[props.isCompact ? 'lg' : 'md']} />
    </span>
  );
}

/**
 * The split parts, loaded when first needed: on a phone when the owner reaches for the Filters
 * button; on a desktop the app loads them with the page (`preloadInboxParts` in its route). The
 * selection checkboxes load on their own when a phone's "Select" shows them.
 */
export const lazyInboxParts: InboxParts = {
  FilterFields: SplitFilterFields,
  ViewBar: SplitViewBar,
  Sheet: SplitSheet,
  SelectBox: SplitSelectBox,
  preloadSelection: () => void preloadSelectBox().catch(() => undefined),
  preload: () => void preloadInboxParts(),
};
