import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { localeCookie } from './locale-routing';
import type { Locale } from './locales';
import type { Catalogue } from './messages';

interface LocaleValue {
  locale: Locale;
  /** Loads the locale's messages, then switches, remembers it in the cookie and sets `<html lang>`. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleValue | null>(null);

export interface LocaleProviderProps {
  initialLocale: Locale;
  /**
   * Called with the new locale before anything re-renders in it, so the API client already
   * sends it (and SWR keys that include it refetch) in that render.
   */
  onLocaleChange?: (locale: Locale) => void;
  /** The catalogue the app starts with; a locale switch loads the same areas in the new locale. */
  catalogue: Catalogue;
  children: ReactNode;
}

/**
 * The active locale for react-intl and react-aria alike (issue 5, Locales). Only the active
 * locale's compiled messages are loaded: the shell's and those of the page areas visited so far
 * (issue 14, Messages per area).
 */
export function LocaleProvider({
  initialLocale,
  catalogue,
  onLocaleChange,
  children,
}: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: catalogue.messages });

  const setLocale = useCallback(
    async (locale: Locale) => {
      const messages = await catalogue.switchTo(locale);
      document.cookie = localeCookie(locale, window.location.protocol === 'https:');
      document.documentElement.lang = locale;
      onLocaleChange?.(locale);
      setState({ locale, messages });
    },
    [catalogue, onLocaleChange],
  );

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={state.locale} defaultLocale="en" messages={state.messages}>
        <I18nProvider locale={state.locale}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider above it.');
  return value;
}
