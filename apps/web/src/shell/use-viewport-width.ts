import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The width a prerendered page (issue 14) is rendered and hydrated with: a desktop. It only
 * changes the signed-in shell (drawer or permanent side navigation), which public pages lack;
 * right after hydration the real width takes over.
 */
const SERVER_WIDTH = 1280;

/** The window's width, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_WIDTH,
  );
}
