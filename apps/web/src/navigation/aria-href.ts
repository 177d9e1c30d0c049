import { useHref } from 'react-router-dom';

/** A URL with a scheme (`https:`, `data:`, `mailto:`) or protocol-relative (`//host`). */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * react-aria's `useHref` for links: app paths resolve through react-router, absolute URLs stay
 * as they are. react-router alone resolves "https://…" against the current route (issue 19: the
 * booster's Google link became `/settings/review-responder/https:/…`, and the QR code's `data:`
 * download saved the app's HTML page).
 */
export function useAriaHref(href: string): string {
  const absolute = ABSOLUTE.test(href);
  // The hook runs on every render whatever the href (rules of hooks); its result is unused then.
  const resolved = useHref(absolute ? '.' : href);
  return absolute ? href : resolved;
}
