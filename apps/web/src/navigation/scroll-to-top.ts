import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, as a full page load would: the client router keeps the window's
 * scroll position, so the German owner trial opened pages from the side navigation already
 * scrolled halfway, the header out of view. Only a new path counts: a filter or sort in the
 * query keeps the position (the inbox changes its URL as the owner filters), a hash scrolls to
 * its own target (hash-scroll.ts), and Back or Forward (POP) leaves the position to the browser.
 * A layout effect: the reset lands in the commit that shows the new page, so no frame shows it
 * at the old position and nothing a press aims at moves after the page has appeared (a Logout
 * press right after signing in once hit the page below it when the reset came a frame later).
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useLayoutEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
