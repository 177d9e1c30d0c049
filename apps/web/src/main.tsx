// The boot shell's styles ship with the entry, so index.html links them (render-blocking, tiny).
import './boot-shell.css';
// api declares `sideEffects: false`: the entry keeps only this string, not the zod schemas of
// the same subpath.
import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { appConfig } from './config';
import { startEarlyRequests } from './early-requests';
import { readCookie, resolveLocale, splitLocalePrefix } from './i18n/locale-routing';
import { createCatalogue } from './i18n/messages';
import {
  hydrateOnInteraction,
  needsHydrationNow,
  type HeldInteractions,
} from './hydrate-on-interaction';
import { firstPageFiles, linkPageFiles, readRouteChunksData } from './navigation/route-chunks';
import { readPrerenderData } from './prerender-data';

/*
 * The entry is deliberately tiny (issue 9, LCP): it decides the locale, then fetches the app,
 * the locale's messages (the shell's and the current page's area, issue 14) and the current
 * page's files in parallel instead of one after another.
 * The router's lazy route later gets the same modules from the module map. The page's files
 * come from the build's list in index.html (scripts/route-chunks.ts), not from the page
 * loaders: with every route's loader and its chunk list, the entry was 7.3 KiB gzip instead of
 * about 4, and on a phone it then no longer arrived with the document's first round trip
 * (issue 14, /reviews LCP).
 */
// A prerendered page (issue 14) is hydrated in the locale it was rendered in.
const prerendered = readPrerenderData(document);
const locale =
  prerendered?.locale ??
  resolveLocale({
    pathname: window.location.pathname,
    cookie: document.cookie,
    languages: navigator.languages,
  });
const path = splitLocalePrefix(window.location.pathname).path;
/** What the visitor did on a prerendered page before it hydrated; replayed after. */
let held: HeldInteractions | null = null;

/** Loads the app and everything the page needs, in parallel. */
function start() {
  const catalogue = createCatalogue(locale);
  const page = firstPageFiles(readRouteChunksData(document), path);
  void catalogue.addArea(page.area).catch(() => undefined);
  linkPageFiles(document, page);
  // Signed in (the token cookie), the session and the page's first data start now, not after the
  // app chunk (issue 14). Not in demo mode: the mock backend is not running yet.
  const early = appConfig.demoMode
    ? null
    : startEarlyRequests({
        apiBase: appConfig.apiBase,
        basicAuth: appConfig.basicAuth,
        token: readCookie(document.cookie, 'auth.token'),
        locale,
        path,
        search: window.location.search,
      });

  // A first visit shows the cookie banner (spec section 4, Cookie consent): fetch it with the app
  // rather than after the first render, or it lands last and becomes the late LCP element.
  try {
    if (!localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)) {
      import('@locperf/features/cookie-consent').catch(() => undefined);
    }
  } catch {
    // Storage blocked: the banner loads when the layout asks for it.
  }

  void import('./bootstrap').then(({ bootstrap }) =>
    bootstrap(locale, catalogue, prerendered, early, held),
  );
}

// A prerendered page is painted and usable as HTML: its app loads on the visitor's first intent
// (hydrate-on-interaction.ts), so the first paint has the network and the CPU to itself. Every
// other page starts at once.
if (prerendered) held = hydrateOnInteraction(document, start, needsHydrationNow(window));
else start();
