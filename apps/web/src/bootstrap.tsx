import type { lastMockEmail, mockControls } from '@locperf/mocks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app';
import { appConfig } from './config';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/messages';

declare global {
  interface Window {
    /** Demo mode only: the mock backend's switches, for end-to-end tests of failures. */
    locperfDemo?: { controls: typeof mockControls; lastEmail: typeof lastMockEmail };
  }
}

async function startDemoBackend(): Promise<void> {
  // Loaded only in demo mode, so a production build against a real API never ships the mocks.
  const [{ startMockWorker }, mocks] = await Promise.all([
    import('@locperf/mocks/browser'),
    import('@locperf/mocks'),
  ]);
  await startMockWorker();
  window.locperfDemo = { controls: mocks.mockControls, lastEmail: mocks.lastMockEmail };
}

/** Starts the app; `main.tsx` has already started loading the messages and the page. */
export async function bootstrap(locale: Locale, messages: Promise<Messages>): Promise<void> {
  // The demo backend must answer before the first request; a real API can be asked at once.
  if (appConfig.demoMode) await startDemoBackend();
  const runtime = createAppRuntime(locale);
  const catalogue = await messages;
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={catalogue} runtime={runtime} />
    </StrictMode>,
  );
}
