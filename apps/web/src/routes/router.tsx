import type { AuthCore } from '@locperf/api/auth';
import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { locales, type Locale } from '../i18n/locales';
import type { Catalogue } from '../i18n/messages';
import { guardLoader } from '../navigation/guard-loader';
import { pageAreas, pageLoaders } from '../pages/pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { routeTable, type RouteHandle } from './route-table';
import { shellTitles } from './route-title';
import { TitledOutlet } from './titled-outlet';

/**
 * The page loader of a route; a route without a page is a mistake, reported at start. The page
 * renders once its area's texts are in the catalogue too (issue 14, Messages per area).
 */
function pageLoaderOf(path: string, catalogue: Pick<Catalogue, 'addArea'> | undefined) {
  const loader = pageLoaders[path];
  if (!loader) throw new Error(`No page for the route ${path}: add it to an area's routes.ts.`);
  if (!catalogue) return loader;
  return async () => (await Promise.all([loader(), catalogue.addArea(pageAreas[path])]))[0];
}

function pageRoutes(auth: AuthCore, catalogue: Catalogue | undefined): RouteObject[] {
  return [
    ...routeTable.map((entry): RouteObject => {
      const common = {
        loader: guardLoader(entry.access, auth),
        lazy: pageLoaderOf(entry.path, catalogue),
        handle: { title: entry.title } satisfies RouteHandle,
      };
      return entry.path === '/'
        ? { index: true, ...common }
        : { path: entry.path.slice(1), ...common };
    }),
    {
      // Spec section 2: unknown paths give the 404 page showing the path.
      path: '*',
      handle: { title: shellTitles.notFound } satisfies RouteHandle,
      loader: () => {
        throw data({ messageKey: 'request.error.404' }, { status: 404 });
      },
    },
  ];
}

/**
 * The routes: the 22 of spec section 2, lazy-loaded per route, guarded by loaders, each
 * reachable without a locale prefix and with `/en`, `/de` or `/fr` (issue 5, Locales). With a
 * `catalogue`, a page waits for its area's texts as well as its chunk.
 */
export function appRoutes(auth: AuthCore, catalogue?: Catalogue): RouteObject[] {
  const prefixes: Array<Locale | null> = [null, ...locales];
  return prefixes.map((prefix) => ({
    id: prefix ?? 'root',
    path: prefix ? `/${prefix}` : '/',
    element: <RootLayout />,
    // The layout itself failed: the error page without the shell.
    errorElement: <RouteError standalone />,
    // Lazy pages load after the first paint; the layout itself renders at once.
    HydrateFallback: () => null,
    handle: { localePrefix: prefix } satisfies RouteHandle,
    // Page errors render inside the shell, so header, navigation and footer stay usable.
    // The pathless route between sets the document title; its error element replaces it.
    children: [
      {
        element: <TitledOutlet />,
        errorElement: <RouteError />,
        children: pageRoutes(auth, catalogue),
      },
    ],
  }));
}

/** The data router of {@link appRoutes}. */
export function createAppRouter({ auth }: { auth: AuthCore }) {
  return createBrowserRouter(appRoutes(auth));
}
