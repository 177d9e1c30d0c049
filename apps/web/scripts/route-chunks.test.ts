import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from '../src/pages/pages';
import { expandRouteChunks } from '../src/navigation/route-chunks';
import { chunkClosure, compactRouteChunks, routeModules } from './route-chunks';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry }) as unknown as Rollup.OutputChunk;

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
});
