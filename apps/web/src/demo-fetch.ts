/** What {@link demoFetch} needs of the demo's mock backend (`@locperf/mocks/browser`). */
export interface DemoBackend {
  /** Stops and starts the mock service worker again, so it knows this page once more. */
  restart(): Promise<void>;
  /** Whether the mock backend answered the response (rather than the server behind it). */
  answered(response: Response): boolean;
}

/**
 * Demo mode's `fetch` for the API client: every API request waits for the mock service worker,
 * which starts in the background, so the first render never does (issue 14: the demo painted
 * nothing for 8-9 s on a phone while the worker started).
 *
 * MSW's worker forgets a page when the last page it knew closes (`CLIENT_CLOSED` in
 * mockServiceWorker.js), and unregisters itself. On a reload the old page's close can come after
 * the new page found the worker, and the new page is then left without one: its API calls reach
 * the static server, which answers 404 or `index.html`, and the owner was signed out (a
 * clean-clone run with a core kept busy, security e2e). Such a request never reached a backend, so
 * it is safe to send again: the worker is started again first and the request retried once. A
 * page no worker controls at all (a hard reload) starts it again before its first request.
 */
export function demoFetch(
  started: Promise<DemoBackend>,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  // One restart at a time, shared by the requests that found the worker gone together.
  let restarting: Promise<void> | null = null;
  const restart = (backend: DemoBackend) => {
    restarting ??= backend
      .restart()
      .catch(() => undefined)
      .finally(() => {
        restarting = null;
      });
    return restarting;
  };
  let checkedControl = false;
  const uncontrolled = () =>
    typeof navigator !== 'undefined' &&
    navigator.serviceWorker !== undefined &&
    navigator.serviceWorker.controller === null;

  return async (input, init) => {
    // A worker that failed to start leaves the request to fail like a network error.
    const backend = await started.catch(() => null);
    if (!backend) return send(input, init);
    if (!checkedControl) {
      checkedControl = true;
      if (uncontrolled()) await restart(backend);
    }
    if (restarting) await restarting;
    // A `Request` body can be read once: keep a copy for the retry.
    const retry = input instanceof Request ? input.clone() : input;
    const response = await send(input, init);
    if (backend.answered(response)) return response;
    await restart(backend);
    return send(retry, init);
  };
}
