import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once after `ready` turned true. The insights render what
 * only serves the next step (the location picker's list, the charts' drawing) after their
 * figures are on screen, so a phone's first paint of them waits for no more code than the figures
 * need (issue 14, /insights LCP).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
