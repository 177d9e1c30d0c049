import type { SheetProps } from '@locperf/ui/sheet';
import { use } from 'react';
import type { FilterFieldsProps } from './filter-fields';
import type { InboxParts } from './inbox-parts';
import type { ViewBarProps } from './view-bar';

let loaded: InboxParts | undefined;
let loading: Promise<InboxParts> | undefined;

/**
 * Loads the filter parts' chunk (once): the fields with their date pickers, the view choice and
 * the sheet. Once it resolves, the split inbox renders them at once, without suspending.
 */
export function preloadInboxParts(): Promise<InboxParts> {
  loading ??= import('./static-parts').then((module) => {
    loaded = module.staticInboxParts;
    return loaded;
  });
  return loading;
}

/** The loaded parts; until they are there, the nearest Suspense boundary waits for the chunk. */
function useLoadedParts(): InboxParts {
  return loaded ?? use(preloadInboxParts());
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

/**
 * The filter parts loaded when first needed: on a phone when the owner reaches for the Filters
 * button; on a desktop the app loads them with the page (`preloadInboxParts` in its route).
 */
export const lazyInboxParts: InboxParts = {
  FilterFields: SplitFilterFields,
  ViewBar: SplitViewBar,
  Sheet: SplitSheet,
  preload: () => void preloadInboxParts(),
};
