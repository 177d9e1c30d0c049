import { useEffect, useState } from 'react';

// Issue 14: on `/`, the summary's five requests and its render came before the needs-attention
// list was painted; on /insights, the location picker's overlay code and the charts before the
// figures.
/**
 * False until the browser has painted once after `ready` turned true. A page renders what is
 * secondary (below its largest content, or what only serves the next step) only then, so the
 * first paint of its main content is not held up by the work and the requests of the rest.
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
