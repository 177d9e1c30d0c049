import type { lastMockEmail, mockControls } from '@locperf/api/mocks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { appConfig } from './config';
import { resolveLocale } from './i18n/locale-routing';
import { loadMessages } from './i18n/messages';

declare global {
  interface Window {
    /** Demo mode only: the mock backend's switches, for end-to-end tests of failures. */
    locperfDemo?: { controls: typeof mockControls; lastEmail: typeof lastMockEmail };
  }
}

async function startDemoBackend(): Promise<void> {
  // Loaded only in demo mode, so a production build against a real API never ships the mocks.
  const [{ startMockWorker }, mocks] = await Promise.all([
    import('@locperf/api/mocks/browser'),
    import('@locperf/api/mocks'),
  ]);
  await startMockWorker();
  window.locperfDemo = { controls: mocks.mockControls, lastEmail: mocks.lastMockEmail };
}

async function bootstrap(): Promise<void> {
  const locale = resolveLocale({
    pathname: window.location.pathname,
    cookie: document.cookie,
    languages: navigator.languages,
  });
  const [messages] = await Promise.all([
    loadMessages(locale),
    appConfig.demoMode ? startDemoBackend() : Promise.resolve(),
  ]);
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>,
  );
}

void bootstrap();
