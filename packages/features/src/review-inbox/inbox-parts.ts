import type { SheetProps } from '@locperf/ui/sheet';
import { createContext, useContext, type ComponentType } from 'react';
import type { FilterFieldsProps } from './filter-fields';
import type { SelectBoxProps } from './select-box';
import type { ViewBarProps } from './view-bar';

/**
 * The inbox's filter parts: the filter fields (selects, date pickers, search), the order and view
 * choice, and the phone's filter sheet. With their date pickers and selects they weigh more than
 * the rest of the inbox, and a phone shows them only in the sheet. `ReviewInbox` renders them at
 * once (a partner's page, a server render); `ReviewInboxSplit` loads them in a chunk of their own
 * (issue 14: the /reviews route chunk, and the first review cards on a phone).
 */
export interface InboxParts {
  FilterFields: ComponentType<FilterFieldsProps>;
  ViewBar: ComponentType<ViewBarProps>;
  Sheet: ComponentType<SheetProps>;
  /**
   * A review card's selection checkbox. A phone shows it only once the owner chooses "Select", so
   * the split inbox loads it (with @locperf/ui's checkbox) in a chunk of its own then.
   */
  SelectBox: ComponentType<SelectBoxProps>;
  /** Loads the selection checkbox ahead of its first use ("Select": press start, focus, hover). */
  preloadSelection?: () => void;
  /** Loads split parts ahead of their first use (the Filters button's press start, focus, hover). */
  preload?: () => void;
}

export const InboxPartsContext = createContext<InboxParts | null>(null);

/** The parts the inbox above was given. */
export function useInboxParts(): InboxParts {
  const parts = useContext(InboxPartsContext);
  if (!parts) throw new Error('The inbox filters need ReviewInbox or ReviewInboxSplit above them.');
  return parts;
}
