import { useCallback, useEffect, useRef } from 'react';

/**
 * Gives focus back after a request that disabled the control it was on. A submit button that is
 * disabled while its request runs loses the keyboard focus to the page, and when the request
 * failed the owner did not know where they were (owner trial 7: a declined card). Call the
 * returned function as the request starts; when `busy` turns false and focus is on nothing, it
 * goes back to the element that had it, if that is still on the page. (A pending button keeps
 * focus itself, but react-aria then leaves a live-region label pointing at it, which breaks when
 * a success removes the button.)
 */
export function useFocusReturn(busy: boolean): () => void {
  const remembered = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const element = remembered.current;
    remembered.current = null;
    const active = element?.ownerDocument.activeElement;
    if (element?.isConnected && (!active || active === element.ownerDocument.body)) {
      element.focus();
    }
  }, [busy]);
  return useCallback(() => {
    const active = document.activeElement;
    remembered.current = active instanceof HTMLElement ? active : null;
  }, []);
}
