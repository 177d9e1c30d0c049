import type { AuthCore } from '@locperf/api/auth';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from '../pages/pages';
import { routeTable, type RouteHandle } from './route-table';
import { appRoutes } from './router';

// Loaders never run while matching, so the router needs no working auth here. Built per call:
// a route without a page throws, and that must fail a test, not the whole file.
const routes = () => appRoutes({} as AuthCore);

/** The title and locale the router gives a path, as the pages read them through `useMatches`. */
function resolve(path: string) {
  const matches = matchRoutes(routes(), path) ?? [];
  const handles = matches.map((m) => m.route.handle as RouteHandle | undefined);
  return {
    title: handles.at(-1)?.title?.id,
    localePrefix: handles[0]?.localePrefix,
    notFound: matches.at(-1)?.route.path === '*',
  };
}

describe('route table and router (spec section 2, Routes)', () => {
  it('has a page for every route and no page outside the table, so a mistyped path fails here', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual(routeTable.map((r) => r.path).sort());
  });

  it('serves every route of the table with and without a locale prefix', () => {
    for (const entry of routeTable) {
      for (const prefix of ['', '/en', '/de', '/fr']) {
        const path = `${prefix}${entry.path === '/' && prefix ? '' : entry.path}`;
        expect(resolve(path), path).toEqual({
          title: entry.title.id,
          localePrefix: prefix ? prefix.slice(1) : null,
          notFound: false,
        });
      }
    }
  });

  it('answers an unknown or mistyped path with the 404 route (titled "Page not found"), never a page', () => {
    for (const path of ['/review', '/settings/customer', '/de/nope', '/es/reviews']) {
      expect(resolve(path), path).toMatchObject({ title: 'page.notFound.title', notFound: true });
    }
  });

  it('protects the signed-in pages and restricts /admin to ROLE_ADMIN', () => {
    const access = Object.fromEntries(routeTable.map((r) => [r.path, r.access]));
    for (const path of ['/', '/reviews', '/shop', '/settings/customers', '/profile/password']) {
      expect(access[path]).toBe('protected');
    }
    expect(access['/admin']).toBe('admin');
    for (const path of ['/confirm', '/contact', '/impress', '/privacy', '/agb']) {
      expect(access[path]).toBe('open');
    }
  });
});
