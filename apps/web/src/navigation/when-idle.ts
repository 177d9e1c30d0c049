/** Schedules `run` when the browser is idle; returns a function that cancels it. */
export type Idle = (run: () => void) => () => void;

export const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
};
