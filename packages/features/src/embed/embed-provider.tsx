import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { createWidgetClient, type WidgetClient } from '@locperf/api/widgets';
import { darkTheme, lightTheme } from '@locperf/ui/theme';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { useMediaQuery } from '@locperf/ui/media-query';
import { embedMessages } from './messages.generated';

/** Locales the widgets ship texts for. */
export const embedLocales = ['en', 'de', 'fr'] as const;
export type EmbedLocale = (typeof embedLocales)[number];

// Spec section 4, Colour mode.
/** Colour modes; `system` follows the visitor's preference. */
export const embedColorModes = ['light', 'dark', 'system'] as const;
export type EmbedColorMode = (typeof embedColorModes)[number];

/** Consent modes: `granted` (the host asked already) or `required` (click to load). */
export const embedConsentModes = ['granted', 'required'] as const;
export type EmbedConsentMode = (typeof embedConsentModes)[number];

interface EmbedContextValue {
  client: WidgetClient;
  locale: EmbedLocale;
  themeClass: string;
  consented: boolean;
  grantConsent: () => void;
}

const EmbedContext = createContext<EmbedContextValue | null>(null);

/** Props of {@link EmbedProvider}. */
export interface EmbedProviderProps {
  /** Base URL of the API, e.g. `https://api.example.com`. */
  apiBase: string;
  /** Returns the widget token of the location (sync or async); sent as `Widget-Token`. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Language of the widgets' texts, dates and numbers. @default 'en' */
  locale?: EmbedLocale;
  /** Colour mode. @default 'light' */
  colorMode?: EmbedColorMode;
  /**
   * `required`: the widgets show a click-to-load placeholder and make no request until the
   * visitor agrees (one click loads every widget of this provider), unless our own
   * `cookieConsent` entry already allows third-party content. @default 'granted'
   */
  consent?: EmbedConsentMode;
  /** The fetch to use (tests, proxies). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * `bundled`: the widgets' own `embed.*` texts; `inherit`: the surrounding IntlProvider's, as
   * under `LocperfProvider`, whose catalogue holds them too. @default 'bundled'
   */
  texts?: 'bundled' | 'inherit';
  /** The widgets. */
  children: ReactNode;
}

/** Reads our own cookie consent entry (spec section 3) without ever throwing. */
function storedThirdPartyConsent(): boolean {
  try {
    const raw = globalThis.localStorage?.getItem(COOKIE_CONSENT_STORAGE_KEY);
    if (!raw) return false;
    const parsed: unknown = JSON.parse(raw);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { thirdParty?: unknown }).thirdParty === true
    );
  } catch {
    return false;
  }
}

/** Subscribes to the storage event, so consent given in another tab loads the widgets here. */
function subscribeStorage(onChange: () => void): () => void {
  globalThis.addEventListener?.('storage', onChange);
  return () => globalThis.removeEventListener?.('storage', onChange);
}

// Issue 8 (partner widgets).
/**
 * Wraps the partner widgets: the API base, the token getter, the locale and the colour mode. It
 * brings its own texts, holds no global state (two providers on one page are independent) and
 * touches no browser API at import time.
 */
export function EmbedProvider({
  apiBase,
  getToken,
  locale = 'en',
  colorMode = 'light',
  consent = 'granted',
  fetch,
  texts = 'bundled',
  children,
}: EmbedProviderProps) {
  const lang: EmbedLocale = embedLocales.includes(locale) ? locale : 'en';
  const client = useMemo(
    () =>
      createWidgetClient({
        baseUrl: apiBase,
        getToken,
        locale: lang,
        ...(fetch ? { fetch } : {}),
      }),
    // The token getter may be an inline function; the base and locale define the client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [apiBase, lang, fetch],
  );
  const [clicked, setClicked] = useState(false);
  const stored = useSyncExternalStore(
    subscribeStorage,
    () => consent === 'required' && storedThirdPartyConsent(),
    () => false,
  );
  const granted = consent === 'granted' || clicked || stored;
  const grantConsent = useCallback(() => setClicked(true), []);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', false) && colorMode === 'system';
  const dark = colorMode === 'dark' || systemDark;
  const value = useMemo(
    () => ({
      client,
      locale: lang,
      themeClass: dark ? darkTheme : lightTheme,
      consented: granted,
      grantConsent,
    }),
    [client, lang, dark, granted, grantConsent],
  );
  const context = <EmbedContext.Provider value={value}>{children}</EmbedContext.Provider>;
  if (texts === 'inherit') return context;
  return (
    <IntlProvider
      locale={lang}
      defaultLocale="en"
      messages={embedMessages[lang]}
      // A missing translation falls back to English silently; never log into the host console.
      onError={() => {}}
    >
      {context}
    </IntlProvider>
  );
}

/** The provider's settings; `null` outside an {@link EmbedProvider}. */
export function useEmbed(): EmbedContextValue | null {
  return useContext(EmbedContext);
}
