import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { sourceResolution } from '../../.config/vite-shared.ts';
import { gregorianCalendarOnly } from './scripts/gregorian-calendar-only.ts';
import { stripDefaultMessagesPlugin } from './scripts/strip-default-messages';
import { splitMessages } from './scripts/messages-split.ts';
import { reactAriaLocales } from './scripts/react-aria-locales.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { findAppChunk, routeChunks } from './scripts/route-chunks.ts';

/**
 * The entry (src/main.tsx) loads the app chunk dynamically so the messages and the page chunk
 * download alongside it. This puts the app chunk, its static imports and its CSS into
 * index.html, so the browser starts them with the entry instead of after it (issue 9, LCP).
 */
function preloadApp(): Plugin {
  return {
    name: 'locperf:preload-app',
    apply: 'build',
    transformIndexHtml: {
      // Only the post stage sees the bundle.
      order: 'post',
      handler(_html, ctx) {
        const app = ctx.bundle && findAppChunk(ctx.bundle);
        if (!app) return [];
        const tags: HtmlTagDescriptor[] = [];
        const entries = new Set(
          Object.values(ctx.bundle ?? {}).flatMap((o) =>
            o.type === 'chunk' && o.isEntry ? [o.fileName] : [],
          ),
        );
        // The CSS of the app chunk's whole static closure: the theme's variables among it, which
        // the boot shell of index.html paints with (issue 14).
        const closure = new Set<string>();
        const visit = (file: string) => {
          const chunk = ctx.bundle?.[file];
          if (closure.has(file) || chunk?.type !== 'chunk') return;
          closure.add(file);
          chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        const stylesheets = new Set(
          [...closure].flatMap((file) => {
            const chunk = ctx.bundle?.[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        // The entry's own CSS is in index.html already.
        for (const file of entries) {
          const chunk = ctx.bundle?.[file];
          if (chunk?.type === 'chunk')
            chunk.viteMetadata?.importedCss.forEach((css) => stylesheets.delete(css));
        }
        for (const css of stylesheets) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'stylesheet', href: `/${css}` },
            injectTo: 'head',
          });
        }
        for (const file of [app.fileName, ...app.imports].filter((f) => !entries.has(f))) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

const require = createRequire(import.meta.url);
/** Where an installed package lives, for an alias that every importer resolves alike. */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    stripDefaultMessagesPlugin(),
    gregorianCalendarOnly(),
    reactAriaLocales(),
    splitMessages(),
    preloadApp(),
    routeChunks(),
    prerenderPages(),
    precompress(),
  ],
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    alias: {
      // The hosted app ships React 18.3, like the standalone widget bundle (packages/embed):
      // react-dom 18's client is 23 KiB gzip lighter than 19's, about one simulated round trip of
      // a phone's first paint (issue 14: / LCP 1,849 → 1,720 ms, /insights 2,315 → 2,143 ms,
      // TBT lower on every signed-in page). The workspace's packages support both (peer range
      // `^18.3 || ^19`): unit tests and Storybook run them on React 19, this app's builds and
      // its end-to-end tests on 18.3. The alias swaps these two packages for every importer,
      // react-aria, react-intl, SWR and the features' sources included, so nothing else is
      // installed twice; the server build that prerenders the public pages renders with the
      // same React the browser hydrates with.
      react: packageDir('react18'),
      'react-dom': packageDir('react-dom18'),
      // Catalogues are compiled to AST at build time (locales/compile.mjs), so the runtime
      // ICU parser is dead weight (issue 9, bundle budget).
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: true },
});
