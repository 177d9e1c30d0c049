import { useState } from 'react';

/**
 * False until `isOpen` is first true, then true for good. An overlay whose code loads on demand
 * is rendered only once it has opened, and then stays mounted, so its closing transition plays
 * and focus returns to where it was opened from.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  // Set while rendering (React's "storing information from previous renders"), so the overlay
  // mounts in the same render that opens it.
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
