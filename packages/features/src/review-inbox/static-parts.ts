import { Sheet } from '@locperf/ui/sheet';
import { FilterFields } from './filter-fields';
import type { InboxParts } from './inbox-parts';
import { SelectBox } from './select-box';
import { ViewBar } from './view-bar';

/** The filter parts in the inbox's own chunk: they render at once, on a server too. */
export const staticInboxParts: InboxParts = { FilterFields, ViewBar, Sheet, SelectBox };
