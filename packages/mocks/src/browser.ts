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
  const start = () =>
    worker.start({
      serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  await start();
  return Object.assign(worker, {
    /**
     * Stops and starts the worker again with the same options: for a page the worker left (it
     * unregisters itself when its last page closes, which on a reload can be after the new page
     * found it).
     */
    restart: async () => {
      worker.stop();
      await start();
    },
    /**
     * Whether the mock backend answered: `false` for a request the worker let through to the
     * server, which it does for every request once it has forgotten the page (its list of pages
     * is kept in memory, and emptied when the last page it knew closes).
     */
    answered: (response: Response) => response.headers.has(MOCKED_RESPONSE_HEADER),
  });
}

/** Forgets the demo store snapshot; the next start uses the seed again. */
export function clearDemoStore(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(DEMO_STORE_KEY);
}
