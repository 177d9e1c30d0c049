import { ApiProvider } from '@locperf/api/react';
import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import { ColorModeProvider } from '@locperf/ui/color-mode';
import { useEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { createAppClient } from './api-client';
import { AppLoading } from './app-loading';
import { LocaleProvider } from './i18n/locale-provider';
import type { Locale } from './i18n/locales';
import { createCatalogue, type Catalogue } from './i18n/messages';
import { AUTH_POLL_MS } from './navigation/guard-loader';
import { appRoutes } from './routes/router';

export type AppRuntime = ReturnType<typeof createAppRuntime>;

export interface AppProps {
  locale: Locale;
  /** From {@link createAppRuntime}, created before the catalogue arrives. */
  runtime: AppRuntime;
}

/** The locale the client sends as `Accept-Language`, kept outside React for the client. */
function createLocaleSource(initial: Locale) {
  let current = initial;
  return { get: () => current, set: (next: Locale) => void (current = next) };
}

export interface AppRuntimeOptions {
  /**
   * The fetch the API client uses. Demo mode passes one that waits for the mock service worker,
   * so the first render never waits for it (issue 14, demo paints at once).
   */
  fetch?: typeof fetch;
}

/**
 * The objects that live as long as the page apart from the router: locale source, notification
 * center and API client. The session request starts here, before anything renders.
 */
export function createAppServices(
  locale: Locale,
  options: AppRuntimeOptions = {},
  catalogue: Catalogue = createCatalogue(locale),
) {
  const activeLocale = createLocaleSource(locale);
  const center = createNotificationCenter();
  const navigation = { toLogin: () => {} };
  const client = createAppClient({
    center,
    getLocale: activeLocale.get,
    onSessionExpired: () => navigation.toLogin(),
    fetch: options.fetch,
  });
  // The guard loaders wait for this; the session manager's own load shares the request.
  const session = client.auth.getSession().catch(() => null);
  return { activeLocale, catalogue, center, client, navigation, session };
}

/**
 * Loads the lazy routes that match `pathname` and merges their modules into the route objects,
 * the way react-router's server-rendering guide does before hydrating.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function withRouter(services: ReturnType<typeof createAppServices>, router: Router) {
  services.navigation.toLogin = () => void router.navigate('/login');
  return { ...services, router };
}

type Router = ReturnType<typeof createBrowserRouter>;

/** The app's routes, painting {@link AppLoading} while the first navigation loads. */
function browserRoutes(services: ReturnType<typeof createAppServices>): RouteObject[] {
  return appRoutes(services.client.auth, services.catalogue).map((route) => ({
    ...route,
    HydrateFallback: AppLoading,
  }));
}

/**
 * The objects that live as long as the page: locale source, notification center, API client and
 * router. Created before the first render, because creating the router starts the first
 * navigation (the session check and the page's chunk) while the messages still load (issue 9,
 * LCP).
 */
export function createAppRuntime(
  locale: Locale,
  options: AppRuntimeOptions = {},
  catalogue?: Catalogue,
) {
  const services = createAppServices(locale, options, catalogue);
  return withRouter(services, createBrowserRouter(browserRoutes(services)));
}

/**
 * {@link createAppRuntime} for a signed-in visitor whose session the entry has already asked for
 * (early-requests.ts): the first navigation starts once that answer is in, so the route guard
 * finds the status known. Started at once, the guard found it still loading a few milliseconds
 * before the answer and waited a whole poll (spec section 9, 100 ms): 60-100 ms of a phone's
 * first view spent idle (issue 14, trace of /reviews). A slow answer waits no longer than one
 * poll; the guard's poll takes over from there.
 */
export async function createAppRuntimeAfterSession(
  locale: Locale,
  options: AppRuntimeOptions = {},
  catalogue?: Catalogue,
): Promise<AppRuntime> {
  const services = createAppServices(locale, options, catalogue);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    services.session,
    new Promise((resolve) => {
      timer = setTimeout(resolve, AUTH_POLL_MS);
    }),
  ]);
  clearTimeout(timer);
  return withRouter(services, createBrowserRouter(browserRoutes(services)));
}

/**
 * Issue 14: the runtime for hydrating a prerendered page. The router starts with the loader data
 * the page was rendered with, so it is initialised at once (no loaders, no `HydrateFallback`),
 * and the matched lazy page is loaded before it is created, so the first render matches the HTML.
 */
export async function createHydratingAppRuntime(
  locale: Locale,
  hydrationData: HydrationState,
  options: AppRuntimeOptions = {},
  catalogue?: Catalogue,
): Promise<AppRuntime> {
  const services = createAppServices(locale, options, catalogue);
  const routes = browserRoutes(services);
  await resolveLazyRoutes(routes, window.location.pathname);
  return withRouter(services, createBrowserRouter(routes, { hydrationData }));
}

export interface AppProvidersProps {
  locale: Locale;
  services: ReturnType<typeof createAppServices>;
  /**
   * The element that carries the theme class: `document.documentElement` in the browser. The
   * prerender passes a stand-in, so the server renders the same tree (no wrapper element).
   */
  colorModeTarget: HTMLElement;
  children: ReactNode;
}

/** The providers every page needs: locale, colour mode, notifications, API. */
export function AppProviders({ locale, services, colorModeTarget, children }: AppProvidersProps) {
  return (
    <LocaleProvider
      initialLocale={locale}
      catalogue={services.catalogue}
      onLocaleChange={services.activeLocale.set}
    >
      <ColorModeProvider target={colorModeTarget}>
        <NotificationProvider center={services.center}>
          <ApiProvider client={services.client}>{children}</ApiProvider>
        </NotificationProvider>
      </ColorModeProvider>
    </LocaleProvider>
  );
}

/** Calls `run` once, after the first commit (for a hydrated page: once hydrated). */
function AfterFirstCommit({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

/** The providers and the router. `onHydrated` runs after the first commit. */
export function App({ locale, runtime, onHydrated }: AppProps & { onHydrated?: () => void }) {
  return (
    <AppProviders locale={locale} services={runtime} colorModeTarget={document.documentElement}>
      <RouterProvider router={runtime.router} />
      <AfterFirstCommit run={onHydrated} />
    </AppProviders>
  );
}
