import { createContext, useContext, useEffect } from 'react';
import type { MessageDescriptor } from 'react-intl';

/**
 * Set by {@link TitledOutlet}: a page state with its own title (the checkout's steps on /shop)
 * replaces the route's title while it shows. `null` gives the route's title back.
 */
export const PageTitleContext = createContext<(title: MessageDescriptor | null) => void>(() => {});

/**
 * Gives the calling page its own title while it shows `title` (a module-level descriptor, so it
 * stays the same object across renders); `null`, or unmounting, restores the route's title.
 */
export function usePageTitle(title: MessageDescriptor | null): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
