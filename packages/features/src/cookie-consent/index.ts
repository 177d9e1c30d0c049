export { CookieBanner, CookieSettings } from './cookie-consent';
export type { CookieBannerProps } from './cookie-consent';
export { defaultCookieConsent, parseCookieConsent, useCookieConsent } from './store';
export type { CookieConsentApi, CookieConsentValue } from './store';
