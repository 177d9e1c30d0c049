import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { MOCKED_RESPONSE_HEADER } from './handlers/shared';
import { DEMO_STORE_KEY, persistDemoStore } from './persist-store';
import { restoreMockDb } from './state';

export { DEMO_STORE_KEY };

/** Options of {@link startMockWorker}. */
export interface StartMockWorkerOptions {
  /** URL of the generated `mockServiceWorker.js`. @default '/mockServiceWorker.js' */
  workerUrl?: string;
  /**
   * Keep what the user did across reloads (issue 3: in demo mode the store persists in the
   * browser). Pass `false` for Storybook, where every story starts from the seed. @default true
   */
  persist?: boolean;
  /** Where the snapshot lives. @default window.localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function loadSnapshot(storage: NonNullable<StartMockWorkerOptions['storage']>): void {
  const raw = storage.getItem(DEMO_STORE_KEY);
  if (!raw) return;
  try {
    if (!restoreMockDb(JSON.parse(raw))) storage.removeItem(DEMO_STORE_KEY);
  } catch {
    // A corrupt snapshot must not break the demo: start from the seed.
    storage.removeItem(DEMO_STORE_KEY);
  }
}

/**
 * Starts the mock backend in the browser (demo mode and Storybook): an MSW service worker
 * answering with the seeded data. Requests the handlers do not know pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}) {
  const storage =
    options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  if (options.persist !== false && storage) {
    loadSnapshot(storage);
    persistDemoStore(storage);
  }
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return Object.assign(worker, {
    /**
     * Tells the worker again that this page is one of its clients, and waits until it says so.
     * The worker keeps its clients in memory and forgets them all when the page it thinks is the
     * last one closes (`CLIENT_CLOSED` in mockServiceWorker.js), which on a reload can come after
     * the new page has started; from then on it lets every request through to the server.
     */
    reactivate,
    /** Whether the mock backend answered (false: the worker let the request through). */
    answered: (response: Response) => response.headers.has(MOCKED_RESPONSE_HEADER),
  });
}

function reactivate(): Promise<void> {
  const container = navigator.serviceWorker;
  const controller = container.controller;
  if (!controller) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'MOCKING_ENABLED') return;
      container.removeEventListener('message', onMessage);
      resolve();
    };
    container.addEventListener('message', onMessage);
    // The same message worker.start() sends; the worker answers MOCKING_ENABLED.
    controller.postMessage('MOCK_ACTIVATE');
  });
}

/** Forgets the demo store snapshot; the next start uses the seed again. */
export function clearDemoStore(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(DEMO_STORE_KEY);
}
