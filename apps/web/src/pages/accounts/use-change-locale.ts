import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useLocale } from '../../i18n/locale-provider';
import { splitLocalePrefix } from '../../i18n/locale-routing';
import type { Locale } from '../../i18n/locales';
import type { RouteHandle } from '../../routes/route-table';

/**
 * Switches the app's locale the way the header's language switch does (routes/root-layout.tsx):
 * on a `/de/…` path the new prefix switches it; otherwise the LocaleProvider switches at once
 * and sets the locale cookie (spec section 9).
 */
export function useChangeLocale(): {
  locale: Locale;
  changeLocale: (next: Locale) => Promise<void>;
} {
  const { locale, setLocale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const prefix = (useMatches()[0]?.handle as RouteHandle | undefined)?.localePrefix ?? null;
  const changeLocale = async (next: Locale) => {
    if (prefix) {
      const { path } = splitLocalePrefix(location.pathname);
      await navigate(`/${next}${path === '/' ? '' : path}${location.search}`);
    } else await setLocale(next);
  };
  return { locale, changeLocale };
}
