import type { lastMockEmail, mockControls } from '@locperf/mocks';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  App,
  createAppRuntime,
  createAppRuntimeAfterSession,
  createHydratingAppRuntime,
  type AppRuntimeOptions,
} from './app';
import { appConfig } from './config';
import { demoFetch, type DemoBackend } from './demo-fetch';
import type { Locale } from './i18n/locales';
import type { Catalogue } from './i18n/messages';
import type { EarlyRequests } from './early-requests';
import type { HeldInteractions } from './hydrate-on-interaction';
import type { PrerenderData } from './prerender-data';
import { keepTypedValues } from './typed-before-hydration';
import { CONSENT_GIVEN_ATTRIBUTE } from './shell/consent-given';

declare global {
  interface Window {
    /** Demo mode only: the mock backend's switches, for end-to-end tests of failures. */
    locperfDemo?: { controls: typeof mockControls; lastEmail: typeof lastMockEmail };
  }
}

async function startDemoBackend(): Promise<DemoBackend> {
  // Loaded only in demo mode, so a production build against a real API never ships the mocks.
  const [{ startMockWorker }, mocks] = await Promise.all([
    import('@locperf/mocks/browser'),
    import('@locperf/mocks'),
  ]);
  const worker = await startMockWorker();
  window.locperfDemo = { controls: mocks.mockControls, lastEmail: mocks.lastMockEmail };
  return worker;
}

/** Starts the app; `main.tsx` has already started loading the messages and the page. */
export async function bootstrap(
  locale: Locale,
  catalogue: Catalogue,
  prerendered: PrerenderData | null = null,
  early: EarlyRequests | null = null,
  held: HeldInteractions | null = null,
): Promise<void> {
  const options: AppRuntimeOptions = appConfig.demoMode
    ? { fetch: demoFetch(startDemoBackend()) }
    : early
      ? { fetch: early.wrap((input, init) => globalThis.fetch(input, init)) }
      : {};
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (prerendered) {
    // Issue 14: hydrate the prerendered HTML. The router starts with the state the page was
    // rendered with, and the matched lazy page is loaded first, so the first render matches.
    const runtime = await createHydratingAppRuntime(
      locale,
      { loaderData: prerendered.loaderData },
      options,
      catalogue,
    );
    await catalogue.ready();
    const typed = keepTypedValues(root);
    // The typed text first, then the press or submission that was waiting for it.
    const replay = () => {
      typed.replay();
      held?.replay();
      // The app shows the cookie banner or not from now on (shell/consent-given.ts).
      document.documentElement.removeAttribute(CONSENT_GIVEN_ATTRIBUTE);
    };
    hydrateRoot(
      root,
      <StrictMode>
        <App locale={locale} runtime={runtime} onHydrated={replay} />
      </StrictMode>,
    );
    return;
  }
  // Signed in, the entry has asked for the session already: start routing once it is in.
  const runtime = early?.urls.length
    ? await createAppRuntimeAfterSession(locale, options, catalogue)
    : createAppRuntime(locale, options, catalogue);
  await catalogue.ready();
  document.documentElement.lang = locale;
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser every few milliseconds, where a
  // plain first render of the signed-in shell and page is one long task (issue 14: TBT ~200 ms
  // on the signed-in pages). The boot shell of index.html stays painted until it commits.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App locale={locale} runtime={runtime} />
      </StrictMode>,
    ),
  );
}
