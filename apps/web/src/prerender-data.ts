import type { Locale } from './i18n/locales';

/** The id of the `<script type="application/json">` a prerendered page carries (issue 14). */
export const PRERENDER_DATA_ID = 'locperf-prerender';

/**
 * What a prerendered page tells the client: the locale it was rendered in and the router's
 * loader data, so the first client render matches the HTML. It is JSON in a non-executed
 * script element: the strict CSP allows no inline script.
 */
export interface PrerenderData {
  prerendered: true;
  locale: Locale;
  loaderData: Record<string, unknown>;
}

/** The session token cookie (spec section 4, Auth): a signed-in visitor. */
const TOKEN_COOKIE = /(?:^|;\s*)auth\.token=[^;]/;

/**
 * Reads the prerender data of the current document, or null when the page was not prerendered
 * or the visitor carries a session token: the page was rendered signed out, so a signed-in
 * visitor's first render would not match it, and the app renders from scratch instead.
 */
export function readPrerenderData(doc: Document): PrerenderData | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element?.textContent || TOKEN_COOKIE.test(doc.cookie)) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PrerenderData>;
    return data.prerendered === true && typeof data.locale === 'string'
      ? (data as PrerenderData)
      : null;
  } catch {
    return null;
  }
}
