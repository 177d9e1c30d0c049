import { createApiClient, type ApiClient } from '@locperf/api/client';
import { ApiProvider } from '@locperf/api/react';
import {
  apiNotifications,
  createNotificationCenter,
  NotificationProvider,
} from '@locperf/features/notifications';
import { ColorModeProvider } from '@locperf/ui/color-mode';
import { useEffect, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { EmbedProvider } from '@locperf/features/embed';
import {
  loadLocperfMessages,
  resolveLocperfLocale,
  type LocperfLocale,
  type LocperfMessages,
} from './messages';
import { createMissingMessageReporter } from './missing-message';

/**
 * How the widgets authenticate (issue 17, Auth fit for embedding). The partner's backend
 * exchanges its own session for a short-lived, scoped token (`POST /auth/token-exchange`,
 * openapi.json); the browser only ever holds that token, never a password or Basic credential.
 */
export interface LocperfAuth {
  /** The current user token (sent as `Api-Authorization`); `null` when there is none yet. */
  getToken?: () => string | null | undefined;
  /** The public widget token of a location (review and booster widgets, `Widget-Token`). */
  getWidgetToken?: () => string | null | undefined;
}

/** A cache per mount of the API provider, that is per user identity (see `hasToken`). */
const freshCache = () => new Map();

/** Props of {@link LocperfProvider}. */
export interface LocperfProviderProps {
  /** Base URL of the API, e.g. `https://api.example.com/api`. */
  apiBase: string;
  /** Language of every text, date and number; `de-AT` uses `de`. @default 'en' */
  locale?: string;
  /** Colour mode. @default 'light' */
  colorMode?: 'light' | 'dark' | 'system';
  /** Token getters (see {@link LocperfAuth}). */
  auth?: LocperfAuth;
  /** Preloaded messages (`await loadLocperfMessages(locale)`), for server rendering. */
  messages?: LocperfMessages;
  /** A client of your own instead of the one made from `apiBase` and `auth` (tests, proxies). */
  client?: ApiClient;
  /**
   * Where failed requests are logged, e.g. your error monitoring, instead of the console; each
   * message names the endpoint and the status only ("[api] Error 500: …"). @default console.error
   */
  logError?: (message: string) => void;
  children: ReactNode;
}

// Issue 17 (one provider for partners).
/**
 * The one provider a partner needs: the texts of the chosen language, the connection to the
 * service, the notifications and the theme. Every partner widget works under it (review and booster
 * widgets, review list, responder settings).
 */
export function LocperfProvider({
  apiBase,
  locale,
  colorMode = 'light',
  auth,
  messages: preloaded,
  client: ownClient,
  logError,
  children,
}: LocperfProviderProps) {
  const lang: LocperfLocale = resolveLocperfLocale(locale);
  // Each locale's chunk is loaded once and kept, so switching back is instant.
  const [loaded, setLoaded] = useState<Partial<Record<LocperfLocale, LocperfMessages>>>({});
  const available = preloaded ?? loaded[lang];
  useEffect(() => {
    if (available) return;
    let current = true;
    void loadLocperfMessages(lang)
      // A locale chunk that cannot load (a stale deploy, a dropped connection) must never leave
      // the partner's page blank for good (partner trial): the widgets then show the English
      // texts their code carries, quietly in production.
      .catch((): LocperfMessages => ({}))
      .then((messages) => {
        if (current) setLoaded((all) => ({ ...all, [lang]: messages }));
      });
    return () => {
      current = false;
    };
  }, [lang, available]);
  // A live switch keeps the widgets mounted in the language they show until the new one's texts
  // are in, then changes the texts in place: rendering nothing meanwhile unmounted everything,
  // which lost the scroll position, a selection and an open editor (partner trial 6).
  const [shown, setShown] = useState(available ? { locale: lang, messages: available } : undefined);
  if (available && (shown?.locale !== lang || shown.messages !== available)) {
    setShown({ locale: lang, messages: available });
  }
  const display = available ? { locale: lang, messages: available } : shown;
  const shownLocale = display?.locale ?? lang;

  // The getters may be inline functions over the partner's state: the client asks the latest
  // ones on every request, so a token that arrives later is sent (issue 17).
  const latestAuth = useRef(auth);
  // An inline logger too: read when a request fails, so a new function never makes a new client.
  const latestLog = useRef(logError);
  useInsertionEffect(() => {
    latestAuth.current = auth;
    latestLog.current = logError;
  });
  const usesToken = auth?.getToken !== undefined;
  const center = useMemo(() => createNotificationCenter(), []);
  const client = useMemo(
    () =>
      ownClient ??
      // The ref is read when a request is sent, never while rendering.
      // eslint-disable-next-line react-hooks/refs
      createApiClient({
        baseUrl: apiBase,
        getLocale: () => shownLocale,
        ...(usesToken ? { getToken: () => latestAuth.current?.getToken?.() ?? null } : {}),
        logError: (message) => (latestLog.current ?? console.error)(message),
        // The answers' confirmations as toasts, as the README says (partner trial 10: they
        // never reached the center).
        ...apiNotifications(center),
      }),
    [ownClient, apiBase, shownLocale, usesToken, center],
  );
  // When the user token arrives (or goes), the widgets load again with it instead of keeping
  // the answers they got without one: the API provider is mounted anew with a cache of its own,
  // so no 401 of the anonymous calls is kept or deduplicated (partner trial) and no answer of
  // one user is ever shown to the next.
  const hasToken = Boolean(auth?.getToken?.());
  // The token gone (the partner's user signed out): what was said to that user goes too
  // (partner trial 7: a cart toast of the last user stayed on screen).
  const hadToken = useRef(hasToken);
  useEffect(() => {
    if (hadToken.current && !hasToken) {
      center.clearToasts();
      center.clearFlash();
      center.clearErrors();
    }
    hadToken.current = hasToken;
  }, [hasToken, center]);
  const onError = useMemo(() => createMissingMessageReporter(shownLocale), [shownLocale]);
  // Until the first locale's chunk is in, render nothing rather than a flash of English.
  if (!display) return null;
  return (
    <IntlProvider
      locale={display.locale}
      defaultLocale="en"
      messages={display.messages}
      onError={onError}
    >
      <I18nProvider locale={display.locale}>
        <ColorModeProvider
          // The widgets' language, not the host page's (partner trial 7: German texts were
          // tagged as the page's English). Overlays set theirs (ui's useContentLang).
          lang={display.locale}
          forced={colorMode === 'system' ? undefined : colorMode}
          defaultPreference={colorMode === 'system' ? 'system' : colorMode}
        >
          <ApiProvider
            key={hasToken ? 'user' : 'anonymous'}
            client={client}
            cache={freshCache}
            manageSession={false}
            // Before the first token the user widgets wait (loading) instead of asking without it.
            paused={usesToken && !hasToken}
          >
            <NotificationProvider center={center}>
              <EmbedProvider
                apiBase={apiBase}
                getToken={() => latestAuth.current?.getWidgetToken?.()}
                locale={display.locale}
                colorMode={colorMode}
                texts="inherit"
              >
                {children}
              </EmbedProvider>
            </NotificationProvider>
          </ApiProvider>
        </ColorModeProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
