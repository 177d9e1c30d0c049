/**
 * Whether the page's own API requests are done (issue 14). Link prefetch of visible links waits
 * for it: started while the first data was still on its way, the other routes' chunks (about 40
 * KiB on /reviews) shared a phone's bandwidth with it and delayed the first review card.
 */
export interface NetworkQuiet {
  /** Wraps a fetch so its requests count as in flight until they answer or fail. */
  track(next: typeof fetch): typeof fetch;
  /** Resolves once no tracked request is in flight (at once if none is). */
  whenQuiet(): Promise<void>;
}

export function createNetworkQuiet(): NetworkQuiet {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };
  return {
    track: (next) => async (input, init) => {
      inFlight += 1;
      try {
        return await next(input, init);
      } finally {
        settle();
      }
    },
    whenQuiet: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

/** The app's one tracker: the API client's fetch goes through it (bootstrap.tsx). */
export const networkQuiet = createNetworkQuiet();
