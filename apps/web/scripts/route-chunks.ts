/**
 * Issue 14, Less work on the main thread: link prefetch (spec section 9) fetches a visible
 * link's route without running it. Calling the route's loader (`import()`) also *evaluated* its
 * chunks, tens of milliseconds of script per route on a phone, inside the very window Lighthouse
 * counts as blocking (measured: a 144 ms task on `/` at 2.2 s, the reviews and Google account
 * pages evaluating after their links came into view). `<link rel="modulepreload">` fetches and
 * compiles the same files into the module map, and the route's own `import()` evaluates them
 * when the owner actually goes there.
 *
 * This plugin tells the app which files each route needs: for every key of the areas'
 * `src/pages/<area>/routes.ts`, the chunk of the page module its loader imports and that
 * chunk's static imports, their stylesheets and the route's area (the entry starts the first
 * page from these, so it carries no page loaders of its own), written into index.html as a
 * non-executed
 * `<script type="application/json">` (the strict CSP stays as it is; the prerendered pages are
 * rendered from this index.html, so they carry it too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_CHUNKS_ID, type RouteChunksData } from '../src/navigation/route-chunks';

type OutputBundle = Rollup.OutputBundle;

/** The app chunk: the one holding src/bootstrap.tsx (also what index.html preloads). */
export function findAppChunk(bundle: OutputBundle): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' &&
      output.moduleIds.some((id) => id.endsWith('/apps/web/src/bootstrap.tsx')),
  );
}

/**
 * The page module each route of a routes.ts loads, by route path: every `'/path':` key with the
 * first `import('./module')` after it. `{ '/reviews': './reviews-page' }`.
 */
export function routeModules(source: string): Record<string, string> {
  const keys = [...source.matchAll(/^\s*'(\/[^']*)':/gm)];
  const result: Record<string, string> = {};
  keys.forEach((key, index) => {
    const end = keys[index + 1]?.index ?? source.length;
    const body = source.slice(key.index, end);
    const module = /import\(\s*'(\.\/[^']+)'\s*\)/.exec(body)?.[1];
    if (module && key[1]) result[key[1]] = module;
  });
  return result;
}

/**
 * The JS files a chunk needs: itself and its static imports, transitively, without entries and
 * without the files in `loaded` (the app's own, there before any link is seen).
 */
export function chunkClosure(
  bundle: OutputBundle,
  fileName: string,
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || loaded.has(file) || chunk?.type !== 'chunk' || chunk.isEntry) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...seen];
}

/** The stylesheets of `chunks` that the app's own (`loaded`) do not already bring. */
export function chunkStyles(
  bundle: OutputBundle,
  chunks: readonly string[],
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const styles = new Set<string>();
  for (const file of chunks) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!loaded.has(css)) styles.add(css);
  }
  return [...styles];
}

/**
 * The map as written into the page: each file once (`files`), each route as indexes into it,
 * since most routes share their form and dialog chunks (a quarter of the size of the plain map).
 */
export function compactRouteChunks(
  map: Record<string, string[]>,
  {
    styles = {},
    areas,
  }: { styles?: Record<string, string[]>; areas?: Record<string, string> } = {},
): RouteChunksData {
  const files = [...new Set([...Object.values(map), ...Object.values(styles)].flat())];
  const index = new Map(files.map((file, i) => [file, i]));
  const indexes = (lists: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(lists).map(([path, list]) => [path, list.map((file) => index.get(file) ?? 0)]),
    );
  return {
    files,
    routes: indexes(map),
    ...(Object.keys(styles).length ? { styles: indexes(styles) } : {}),
    ...(areas ? { areas } : {}),
  };
}

export function routeChunks(): Plugin {
  let pagesDir = '';
  return {
    name: 'locperf:route-chunks',
    apply: 'build',
    configResolved(config) {
      pagesDir = resolve(config.root, 'src/pages');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        // Each module (absolute path without extension) to the chunk that holds it: a page
        // module may share its chunk with others, so it is not always a chunk's facade.
        const chunkOf = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const id of output.moduleIds)
            chunkOf.set(id.replace(/\.tsx?$/, ''), output.fileName);
        }
        // The app chunk (src/bootstrap.tsx) and its static imports run before any link shows.
        const app = findAppChunk(bundle);
        const loaded = new Set(app ? chunkClosure(bundle, app.fileName) : []);
        const loadedStyles = new Set(chunkStyles(bundle, [...loaded]));
        const map: Record<string, string[]> = {};
        const styles: Record<string, string[]> = {};
        const areas: Record<string, string> = {};
        for (const area of readdirSync(pagesDir, { withFileTypes: true })) {
          if (!area.isDirectory()) continue;
          const routesFile = join(pagesDir, area.name, 'routes.ts');
          let source: string;
          try {
            source = readFileSync(routesFile, 'utf8');
          } catch {
            continue;
          }
          for (const [path, module] of Object.entries(routeModules(source))) {
            const chunk = chunkOf.get(resolve(pagesDir, area.name, module));
            if (!chunk) {
              throw new Error(`route-chunks: no chunk for ${path} (${area.name}/${module})`);
            }
            const closure = chunkClosure(bundle, chunk, loaded);
            map[path] = closure.map((file) => `/${file}`);
            styles[path] = chunkStyles(bundle, closure, loadedStyles).map((file) => `/${file}`);
            areas[path] = area.name;
          }
        }
        const data: RouteChunksData = compactRouteChunks(map, { styles, areas });
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_CHUNKS_ID },
            // `<` escaped: the JSON can never close the script element.
            children: JSON.stringify(data).replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
