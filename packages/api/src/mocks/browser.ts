import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Options of {@link startMockWorker}. */
export interface StartMockWorkerOptions {
  /** URL of the generated `mockServiceWorker.js`. @default '/mockServiceWorker.js' */
  workerUrl?: string;
}

/**
 * Starts the mock backend in the browser (demo mode and Storybook): an MSW service worker
 * answering with the seeded data. Requests the handlers do not know pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}) {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
