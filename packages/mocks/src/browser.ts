import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
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
  window.addEventListener('beforeunload', stayMockedAfterLeavePrompt);
  return worker;
}

let keepAlive: ReturnType<typeof setInterval> | undefined;

/**
 * MSW 2 tells its worker on every `beforeunload` that the page is gone and stops pinging it
 * (mswjs/msw#1105; MSW 3 waits for `pagehide`, but needs Node 22). A visitor who answered "Stay"
 * to the browser's warning about an unsaved form kept a page whose requests then went past the
 * mock to the server: a 404 on every page until a reload (owner trial). Registered after MSW's
 * own listener, this puts the page back among the worker's clients in a task after the event,
 * and pings the worker as MSW did, so it is not stopped while idle. If the page does leave, the
 * worker only keeps a stale client id, which the next page's start does not mind.
 */
function stayMockedAfterLeavePrompt(): void {
  setTimeout(() => {
    const controller = navigator.serviceWorker?.controller;
    if (!controller) return;
    controller.postMessage('MOCK_ACTIVATE');
    keepAlive ??= setInterval(
      () => navigator.serviceWorker?.controller?.postMessage('KEEPALIVE_REQUEST'),
      5_000,
    );
  });
}

/** Forgets the demo store snapshot; the next start uses the seed again. */
export function clearDemoStore(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(DEMO_STORE_KEY);
}
