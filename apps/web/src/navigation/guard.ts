import { splitLocalePrefix } from '../i18n/locale-routing';
import { safeRedirectTarget } from './safe-redirect';

/**
 * Spec section 2, Route guard. A page is one of these kinds; `admin` is a protected page that
 * also needs ROLE_ADMIN and renders 404 without it (so it does not reveal that it exists).
 */
export type PageAccess = 'protected' | 'signedOut' | 'open' | 'admin';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export const ADMIN_ROLE = 'ROLE_ADMIN';
/** Local storage key of the path to return to after sign-in (spec section 3). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const LOGIN_PATH = '/login';

export type GuardDecision =
  | { kind: 'render' }
  /** Auth is still loading: wait (the caller polls every 100 ms, spec section 9). */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; rememberPath?: string }
  | { kind: 'notFound' };

export interface GuardInput {
  access: PageAccess;
  status: AuthStatus;
  roles: readonly string[];
  /** The full original path with query and hash, e.g. `/reviews?rating=1#r-9`. */
  fullPath: string;
  /** Where signed-in visitors on signed-out-only pages go. @default '/' */
  signedInTarget?: string;
  /** The sign-in page signed-out visitors go to, e.g. with a locale prefix. @default '/login' */
  loginPath?: string;
}

/** Decides what a navigation to a page of the given kind does. Pure, so every case is tested. */
export function decideGuard({
  access,
  status,
  roles,
  fullPath,
  signedInTarget = '/',
  loginPath = LOGIN_PATH,
}: GuardInput): GuardDecision {
  if (access === 'open') return { kind: 'render' };
  if (status === 'loading') return { kind: 'wait' };
  const signedIn = status === 'authenticated';
  if (access === 'signedOut') {
    return signedIn ? { kind: 'redirect', to: signedInTarget } : { kind: 'render' };
  }
  if (!signedIn) {
    const query = new URLSearchParams({ redirect: fullPath });
    return { kind: 'redirect', to: `${loginPath}?${query}`, rememberPath: fullPath };
  }
  if (access === 'admin' && !roles.includes(ADMIN_ROLE)) return { kind: 'notFound' };
  return { kind: 'render' };
}

/**
 * Where to go after sign-in: the `redirect` query parameter if present and safe, else the
 * stored `redirectAfterLogin`, else `/` (spec section 2). Signed in on a prefixed sign-in page
 * (`/de/login`), a target without a prefix keeps the page's (owner trial: `/de/login` led to
 * `/`, dropping the German address).
 */
export function afterLoginTarget(
  search: string,
  stored: string | null,
  localePrefix: string | null = null,
): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  const target = safeRedirectTarget(fromQuery ?? stored);
  if (!localePrefix || splitLocalePrefix(target).locale) return target;
  return `/${localePrefix}${target === '/' ? '' : target}`;
}
