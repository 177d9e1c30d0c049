import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** The stored consent (spec section 3, Cookie consent). */
export interface CookieConsentValue {
  /** Essential cookies; the banner shows until this is true (spec section 4). */
  essential: boolean;
  /** Third-party cookies (maps, analytics…). */
  thirdParty: boolean;
}

/** Spec section 3: both false by default. */
export const defaultCookieConsent: CookieConsentValue = Object.freeze({
  essential: false,
  thirdParty: false,
});

/** Same-tab changes: the `storage` event only reaches other tabs. */
const CHANGE_EVENT = 'locperf:cookie-consent';

/**
 * Reads a stored value. Corrupt JSON, another shape or an unreadable storage (private mode)
 * give the defaults: the banner must always be able to show, never crash (issue 5).
 */
export function parseCookieConsent(raw: string | null): CookieConsentValue {
  if (!raw) return defaultCookieConsent;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return defaultCookieConsent;
    }
    const record = value as Record<string, unknown>;
    return { essential: record.essential === true, thirdParty: record.thirdParty === true };
  } catch {
    return defaultCookieConsent;
  }
}

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** What {@link useCookieConsent} returns. */
export interface CookieConsentApi {
  /** The current consent. */
  consent: CookieConsentValue;
  /** Stores a consent; essential is what the user chose (false only through `rejectAll`). */
  setConsent: (consent: CookieConsentValue) => void;
  /** Spec section 4, Accept all: essential and thirdParty true. */
  acceptAll: () => void;
  /** Spec section 4, Accept essential only / Save configuration: essential true, thirdParty as given. */
  save: (options: { thirdParty: boolean }) => void;
  /** Spec section 4, Reject all (helper only): both false, so the banner shows again. */
  rejectAll: () => void;
}

/**
 * The cookie consent in local storage under `cookieConsent` (spec sections 3 and 4), shared by
 * every component using it, in this tab and in others (the `storage` event).
 */
export function useCookieConsent(): CookieConsentApi {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const consent = useMemo(() => parseCookieConsent(raw), [raw]);
  const setConsent = useCallback((next: CookieConsentValue) => {
    try {
      globalThis.localStorage?.setItem(
        COOKIE_CONSENT_STORAGE_KEY,
        JSON.stringify({ essential: next.essential, thirdParty: next.thirdParty }),
      );
    } catch {
      // Storage full or disabled: the choice lasts for this page only, which beats a crash.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return useMemo(
    () => ({
      consent,
      setConsent,
      acceptAll: () => setConsent({ essential: true, thirdParty: true }),
      save: ({ thirdParty }) => setConsent({ essential: true, thirdParty }),
      rejectAll: () => setConsent({ essential: false, thirdParty: false }),
    }),
    [consent, setConsent],
  );
}
