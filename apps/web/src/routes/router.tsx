import type { AuthCore } from '@locperf/api/auth';
import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { locales, type Locale } from '../i18n/locales';
import { guardLoader } from '../navigation/guard-loader';
import type { PageLoader } from '../pages/page-loader';
import { pageLoaders } from '../pages/pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { routeTable, type RouteEntry } from './route-table';

export interface RouteHandle {
  /** The locale a path prefix sets (`/de/…`), or null for unprefixed paths. */
  localePrefix?: Locale | null;
  /** The page's title, for pages that only show it so far. */
  title?: RouteEntry['title'];
}

/** Pages that later issues fill show their title meanwhile. */
const placeholder: PageLoader = async () => ({
  Component: (await import('../pages/placeholder-page')).PlaceholderPage,
});

function pageRoutes(auth: AuthCore): RouteObject[] {
  return [
    ...routeTable.map((entry): RouteObject => {
      const common = {
        loader: guardLoader(entry.access, auth),
        lazy: pageLoaders[entry.path] ?? placeholder,
        handle: { title: entry.title } satisfies RouteHandle,
      };
      return entry.path === '/'
        ? { index: true, ...common }
        : { path: entry.path.slice(1), ...common };
    }),
    {
      // Spec section 2: unknown paths give the 404 page showing the path.
      path: '*',
      loader: () => {
        throw data({ messageKey: 'request.error.404' }, { status: 404 });
      },
    },
  ];
}

/**
 * The data router: the 22 routes of spec section 2, lazy-loaded per route, guarded by loaders,
 * each reachable without a locale prefix and with `/en`, `/de` or `/fr` (issue 5, Locales).
 */
export function createAppRouter({ auth }: { auth: AuthCore }) {
  const prefixes: Array<Locale | null> = [null, ...locales];
  return createBrowserRouter(
    prefixes.map((prefix) => ({
      id: prefix ?? 'root',
      path: prefix ? `/${prefix}` : '/',
      element: <RootLayout />,
      // The layout itself failed: the error page without the shell.
      errorElement: <RouteError />,
      // Lazy pages load after the first paint; the layout itself renders at once.
      HydrateFallback: () => null,
      handle: { localePrefix: prefix } satisfies RouteHandle,
      // Page errors render inside the shell, so header, navigation and footer stay usable.
      children: [{ errorElement: <RouteError />, children: pageRoutes(auth) }],
    })),
  );
}
