export { CookieBanner, CookieSettings } from './cookie-consent';
export type { CookieBannerProps } from './cookie-consent';
export { defaultCookieConsent, parseCookieConsent, useCookieConsent } from './use-cookie-consent';
export type { CookieConsentApi, CookieConsentValue } from './use-cookie-consent';
