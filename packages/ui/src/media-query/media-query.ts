import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where a hardware keyboard and a precise pointer are likely (a mouse or trackpad): keyboard
 * hints show only there, never on touch screens (issue "Phone-first").
 */
export const finePointerQuery = '(pointer: fine)';

/**
 * Whether a media query matches, following changes. Reads `matchMedia` only while rendering in a
 * browser, never at import time, and answers `fallback` where there is none (server rendering,
 * a DOM without media queries).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
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
    () => globalThis.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
