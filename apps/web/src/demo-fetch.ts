/** What {@link demoFetch} needs of the demo's mock backend (`@locperf/mocks/browser`). */
export interface DemoBackend {
  /** Tells the mock service worker again that this page is its client. */
  reactivate(): Promise<void>;
  /** Whether the mock backend answered the response (rather than the server behind it). */
  answered(response: Response): boolean;
}

/**
 * Resolves once a service worker controls the page (at once when one does), or after
 * `giveUpMs`: a page no worker ever takes sends its requests on and shows their failure rather
 * than wait for ever.
 */
export function whenControlled(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
  giveUpMs = 10_000,
): Promise<void> {
  if (!container || container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, giveUpMs);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Demo mode's `fetch` for the API client: every API request waits for the mock service worker,
 * which starts in the background, so the first render never does (issue 14: the demo painted
 * nothing for 8-9 s on a phone while the worker started).
 *
 * Two races of a reload could send a request past the worker to the static server, which
 * answers 404 or `index.html`; a 404 for the session signed the owner out (security e2e, with a
 * core kept busy):
 * - The old page's close unregistered the worker before the new page loaded, so no worker
 *   controls it. MSW registers the worker again and reloads the page, or the worker claims it:
 *   until a worker controls the page, its requests wait.
 * - The old page's close came after the new page found the worker, and the worker forgot every
 *   page (`CLIENT_CLOSED` in mockServiceWorker.js). The mock marks its answers: one without the
 *   mark never reached a backend and is safe to send again, once the worker knows the page again.
 */
export function demoFetch(
  started: Promise<DemoBackend>,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
  controlled: () => Promise<void> = () => whenControlled(),
): typeof fetch {
  // One reactivation at a time, shared by the requests that found the worker gone together.
  let reactivating: Promise<void> | null = null;
  const reactivate = (backend: DemoBackend) => {
    reactivating ??= backend
      .reactivate()
      .catch(() => undefined)
      .finally(() => {
        reactivating = null;
      });
    return reactivating;
  };

  return async (input, init) => {
    // A worker that failed to start leaves the request to fail like a network error.
    const backend = await started.catch(() => null);
    if (!backend) return send(input, init);
    await controlled();
    if (reactivating) await reactivating;
    // A `Request` body can be read once: keep a copy for the retry.
    const retry = input instanceof Request ? input.clone() : input;
    const response = await send(input, init);
    if (backend.answered(response)) return response;
    await reactivate(backend);
    return send(retry, init);
  };
}
