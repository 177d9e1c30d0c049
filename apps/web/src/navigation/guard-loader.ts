import type { AuthCore } from '@locperf/api/auth';
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { splitLocalePrefix } from '../i18n/locale-routing';
import { decideGuard, LOGIN_PATH, REDIRECT_AFTER_LOGIN_KEY, type PageAccess } from './guard';

/** Spec section 9: while auth is loading, navigation waits and polls every 100 ms. */
export const AUTH_POLL_MS = 100;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(id);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Waits until the auth status is known (or the navigation is abandoned). */
export async function settledAuth(auth: AuthCore, signal: AbortSignal) {
  let state = auth.getState();
  while (state.status === 'loading') {
    await sleep(AUTH_POLL_MS, signal);
    state = auth.getState();
  }
  return state;
}

/**
 * The route guard of spec section 2 as a data-router loader, so a redirect happens before the
 * page renders. Redirects keep the visitor's locale prefix.
 */
export function guardLoader(access: PageAccess, auth: AuthCore) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (access === 'open') return null;
    const url = new URL(request.url);
    const state = await settledAuth(auth, request.signal);
    const { locale } = splitLocalePrefix(url.pathname);
    const prefix = locale ? `/${locale}` : '';
    const decision = decideGuard({
      access,
      status: state.status,
      roles: state.session?.roles ?? [],
      fullPath: `${url.pathname}${url.search}`,
      signedInTarget: prefix || '/',
      loginPath: `${prefix}${LOGIN_PATH}`,
    });
    switch (decision.kind) {
      case 'redirect':
        if (decision.rememberPath) {
          try {
            localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, decision.rememberPath);
          } catch {
            // Storage disabled: the redirect query still carries the path.
          }
        }
        throw redirect(decision.to);
      case 'notFound':
        // Spec section 2: /admin without ROLE_ADMIN is a 404, not a 403, so it reveals nothing.
        throw data({ messageKey: 'request.error.404' }, { status: 404 });
      default:
        return null;
    }
  };
}
