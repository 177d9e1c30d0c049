/**
 * Browser storage key of the cookie consent (spec section 3, Cookie consent). The consent itself
 * is read and written by `@locperf/features/cookie-consent` (`parseCookieConsent`).
 */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';
