import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. Reads `matchMedia` only while rendering in a
 * browser, never at import time, and answers `serverValue` on the server (issue 8: the widgets
 * must import and `renderToString` in Node).
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? serverValue,
    () => serverValue,
  );
}
