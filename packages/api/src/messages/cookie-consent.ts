import * as z from 'zod/mini';

/** Browser storage key of the consent (spec section 3, Cookie consent). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * Cookie consent (spec sections 3 and 4): essential and thirdParty, both false by default;
 * `optional` is the category the interface mentions. Corrupt stored values fall back to the
 * defaults instead of failing, because the banner must always be able to show.
 */
export const cookieConsentSchema = z.object({
  essential: z.catch(z._default(z.boolean(), false), false),
  thirdParty: z.catch(z._default(z.boolean(), false), false),
  optional: z.optional(z.catch(z.boolean(), false)),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
