/**
 * Issue 14, prerendered public pages: the server side of the build-time prerender
 * (scripts/prerender.ts). It renders one URL of the app to HTML with the data router's static
 * handler, in the same providers as the browser (app.tsx), signed out. The client hydrates it
 * with the router state returned here (bootstrap.tsx).
 */
import { darkTheme, lightTheme } from '@locperf/ui/theme';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders, createAppServices } from './app';
import type { Locale } from './i18n/locales';
import { createCatalogue } from './i18n/messages';
import type { PrerenderData } from './prerender-data';
import { documentTitleFor } from './routes/route-title';
import { appRoutes } from './routes/router';

/** The theme classes, for the colour-mode script that runs before the first paint. */
export const themeClasses = { light: lightTheme, dark: darkTheme };

/** The ColorModeProvider only touches its target in effects, which never run on the server. */
const serverColorModeTarget = {} as HTMLElement;

/** Renders until no lazy component suspends any more (each pass starts the next imports). */
async function renderSettled(render: () => string): Promise<string> {
  for (let pass = 0; pass < 20; pass += 1) {
    const html = render();
    // A boundary rendered client-side (`<!--$!-->`) means a lazy component was still loading.
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 10 * pass));
  }
  throw new Error('The prerender still suspends after 20 passes.');
}

export interface PrerenderResult {
  html: string;
  /** The router state the client hydrates with, and the locale. */
  data: PrerenderData;
  /** The page's translated document title, e.g. "Anmelden · Location Performance". */
  title: string;
}

/** Renders `url` (path with an optional locale prefix) in `locale`, signed out. */
export async function prerender(url: string, locale: Locale): Promise<PrerenderResult> {
  const catalogue = createCatalogue(locale);
  const messages = await catalogue.ready();
  const services = createAppServices(locale, {}, catalogue);
  // No token on the server: the session resolves to signed out at once.
  await services.client.auth.getSession();
  const handler = createStaticHandler(appRoutes(services.client.auth, catalogue));
  const context = await handler.query(new Request(new URL(url, 'https://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${url} answered ${context.status}, not a page.`);
  }
  if (context.errors) {
    throw new Error(`Prerendering ${url} failed: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderSettled(() =>
    renderToString(
      <AppProviders locale={locale} services={services} colorModeTarget={serverColorModeTarget}>
        {/* hydrate={false}: its hydration script would be inline, which the CSP forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  // One title source with the runtime head manager (spec section 9): the route table's title.
  const title = documentTitleFor(
    new URL(url, 'http://prerender.invalid').pathname,
    locale,
    messages,
  );
  return {
    html,
    title,
    data: { locale, loaderData: context.loaderData, prerendered: true },
  };
}
