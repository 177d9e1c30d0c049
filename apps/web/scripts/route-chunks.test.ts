import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from '../src/pages/pages';
import { expandRouteChunks, firstPageFiles, linkPageFiles } from '../src/navigation/route-chunks';
import { chunkClosure, chunkStyles, compactRouteChunks, routeModules } from './route-chunks';

const chunk = (fileName: string, imports: string[] = [], isEntry = false, css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;

describe('route chunks (issue 14: visible links are fetched, not run)', () => {
  it('reads each route key and the page module its loader imports', () => {
    const source = `export const pages = {
  '/': async () => ({ Component: (await import('./home-page')).HomePage }),
  '/reviews': async () => {
    const page = await import('./reviews-page');
    await page.ready;
    return { Component: page.ReviewsPage };
  },
  '/profile/contact': async () => ({
    Component: (await import('./profile-pages')).ProfileContactPage,
  }),
};`;
    expect(routeModules(source)).toEqual({
      '/': './home-page',
      '/reviews': './reviews-page',
      '/profile/contact': './profile-pages',
    });
  });

  it('finds a page module for every route of the real route tables', () => {
    const found: Record<string, string> = {};
    for (const area of ['home', 'accounts', 'commerce', 'reviews']) {
      const file = join(import.meta.dirname, '../src/pages', area, 'routes.ts');
      Object.assign(found, routeModules(readFileSync(file, 'utf8')));
    }
    expect(Object.keys(found).sort()).toEqual(Object.keys(pageLoaders).sort());
  });

  it("lists a chunk's static imports once, without entries and the app's own files", () => {
    const bundle = {
      'page.js': chunk('page.js', ['form.js', 'app.js', 'entry.js']),
      'form.js': chunk('form.js', ['field.js', 'page.js']),
      'field.js': chunk('field.js'),
      'app.js': chunk('app.js', ['react.js']),
      'react.js': chunk('react.js'),
      'entry.js': chunk('entry.js', [], true),
    } as Rollup.OutputBundle;
    expect(chunkClosure(bundle, 'page.js', new Set(['app.js', 'react.js']))).toEqual([
      'page.js',
      'form.js',
      'field.js',
    ]);
  });

  it('writes each file once and reads the same map back', () => {
    const map = { '/a': ['/x.js', '/y.js'], '/b': ['/y.js', '/z.js'], '/c': [] };
    const data = compactRouteChunks(map);
    expect(data.files).toEqual(['/x.js', '/y.js', '/z.js']);
    expect(expandRouteChunks(JSON.parse(JSON.stringify(data)))).toEqual(map);
    // Anything else in the script (a hand-edited page) is no map, not a crash.
    expect(expandRouteChunks(null)).toEqual({});
    expect(expandRouteChunks({ files: 'x' })).toEqual({});
  });

  it("lists the stylesheets of a route's chunks once, without the app's own", () => {
    const bundle = {
      'page.js': chunk('page.js', ['form.js'], false, ['page.css', 'button.css']),
      'form.js': chunk('form.js', [], false, ['form.css', 'page.css']),
    } as Rollup.OutputBundle;
    expect(chunkStyles(bundle, ['page.js', 'form.js'], new Set(['button.css']))).toEqual([
      'page.css',
      'form.css',
    ]);
  });

  // The entry starts the first page from this list alone (main.tsx): its area's texts, its
  // stylesheets and its scripts.
  it("gives the entry a page's area, stylesheets and scripts", () => {
    const data = JSON.parse(
      JSON.stringify(
        compactRouteChunks(
          { '/reviews': ['/page.js', '/virtual.js'], '/': ['/home.js'] },
          { styles: { '/reviews': ['/page.css'], '/': [] }, areas: { '/reviews': 'reviews' } },
        ),
      ),
    ) as unknown;
    expect(firstPageFiles(data, '/reviews')).toEqual({
      area: 'reviews',
      scripts: ['/page.js', '/virtual.js'],
      styles: ['/page.css'],
    });
    expect(firstPageFiles(data, '/')).toEqual({
      area: undefined,
      scripts: ['/home.js'],
      styles: [],
    });
    // No page there (the 404), or no list at all (a dev server): nothing to start.
    const nothing = { area: undefined, scripts: [], styles: [] };
    expect(firstPageFiles(data, '/nowhere')).toEqual(nothing);
    expect(firstPageFiles(null, '/reviews')).toEqual(nothing);
  });

  it("links a page's stylesheets and preloads its scripts once, beside what the page has", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/app.css">';
    const page = { area: 'reviews', scripts: ['/page.js'], styles: ['/app.css', '/page.css'] };
    linkPageFiles(document, page);
    linkPageFiles(document, page);
    expect(
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['stylesheet', '/app.css'],
      ['stylesheet', '/page.css'],
      ['modulepreload', '/page.js'],
    ]);
  });
});
