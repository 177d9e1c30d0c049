/**
 * Set on `<html>` before the first paint of a prerendered page when the cookie banner was already
 * answered (the `<head>` script of scripts/prerender.ts): the prerendered HTML holds the banner
 * for first visits, and the app's CSS hides it for returning visitors until the app has hydrated,
 * when it is removed (the app decides from then on; spec section 4, Cookie consent).
 */
export const CONSENT_GIVEN_ATTRIBUTE = 'data-consent-given';
