import { defaultLocale, isLocale, type Locale } from './locales';

/** Spec section 9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Splits an optional locale prefix off a path: `/de/reviews` → `de`, `/reviews`. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/(en|de|fr)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: null, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Issue 5, Locales: detection order is the path prefix, the `locale` cookie, the browser
 * languages, then the default (en).
 */
export function resolveLocale({
  pathname,
  cookie,
  languages,
}: {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}): Locale {
  const { locale: prefixed } = splitLocalePrefix(pathname);
  if (prefixed) return prefixed;
  const fromCookie = readCookie(cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}

/** The `Set-Cookie`-style string that remembers a chosen locale for 365 days. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
