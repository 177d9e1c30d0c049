/**
 * Issue 14, prerendered public pages: after the browser build, a server build of
 * src/prerender-entry.tsx renders every public page in every locale to
 * `dist/prerendered/<locale>/<path>.html` (the path as requested, so `/de/login` becomes
 * `de/de/login.html` and an unprefixed `/login` in German `de/login.html`). nginx serves these
 * files (deploy/nginx.conf); the client hydrates them (src/bootstrap.tsx).
 *
 * The pages carry no inline script or style (strict CSP): the router state travels in a
 * `<script type="application/json">`, and the colour mode is applied before the first paint by a
 * small external script written here with the theme's class names.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { CONSENT_GIVEN_ATTRIBUTE } from '../src/shell/consent-given';

/** The public pages and the module that renders each (apps/web/src/pages). */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/login': 'src/pages/accounts/login-page.tsx',
  '/signup': 'src/pages/accounts/signup-page.tsx',
  '/auth/password/reset': 'src/pages/accounts/password-reset-page.tsx',
  '/confirm': 'src/pages/accounts/confirm-page.tsx',
  '/contact': 'src/pages/accounts/contact-page.tsx',
  '/impress': 'src/pages/accounts/legal-page.tsx',
  '/privacy': 'src/pages/accounts/legal-page.tsx',
  '/agb': 'src/pages/accounts/legal-page.tsx',
};

const locales = ['en', 'de', 'fr'] as const;

/**
 * Lazy components the shell renders on a public page (the cookie banner, the language menu):
 * their CSS must be in the document, or the prerendered HTML paints unstyled.
 */
const lazyShellModules = [
  /\/features\/src\/cookie-consent\/cookie-consent\.tsx$/,
  /\/features\/src\/header\/language-menu\.tsx$/,
];

/** What scripts/render-pages.mjs writes: one page per job, in order. */
interface RenderResults {
  pages: Array<{ html: string; title: string; data: unknown }>;
  themeClasses: { light: string; dark: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot end its `<script>` element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The chunk and its static imports, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

function chunkOf(bundle: Rollup.OutputBundle, test: (id: string) => boolean) {
  return Object.values(bundle).find(
    (o): o is Rollup.OutputChunk => o.type === 'chunk' && o.moduleIds.some(test),
  );
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The strict CSP blocks `style` attributes in HTML (`style-src 'self'`), though scripts may set
 * styles later (react-aria's visually hidden text, skeleton widths). Each distinct attribute
 * becomes a rule of a stylesheet keyed by a data attribute; `!important` keeps the precedence an
 * inline style has over the class rules. React does not touch the attribute when hydrating.
 */
function createStyleSheet() {
  const ids = new Map<string, number>();
  return {
    extract(html: string): string {
      return html.replace(/ style="([^"]*)"/g, (_match, css: string) => {
        const declarations = unescapeHtml(css);
        let id = ids.get(declarations);
        if (id === undefined) {
          id = ids.size;
          ids.set(declarations, id);
        }
        return ` data-prerender-style="${id}"`;
      });
    },
    css(): string {
      return [...ids]
        .map(([declarations, id]) => {
          const important = declarations
            .split(';')
            .filter((d) => d.trim())
            .map((d) => `${d} !important`)
            .join(';');
          return `[data-prerender-style="${id}"]{${important}}`;
        })
        .join('\n');
    },
  };
}

/**
 * `html` with its `<div id="root">` (the boot shell of index.html, and the comment before it)
 * replaced by `root`.
 */
export function withRoot(html: string, root: string): string {
  const start = html.search(/(<!--\s*The boot shell[\s\S]*?-->\s*)?<div id="root">/);
  if (start < 0) throw new Error('prerender: index.html has no <div id="root">');
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = html.indexOf('<div id="root">', start);
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + root + html.slice(tags.lastIndex);
  }
  throw new Error('prerender: the <div id="root"> of index.html is not closed');
}

/**
 * `html` without its `<link rel="modulepreload">` tags. A prerendered page loads its app on the
 * visitor's first intent (src/hydrate-on-interaction.ts), so nothing of the app is fetched with
 * the document: the first paint has the connection to itself (issue 14, paint first).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/\n?[ \t]*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * `COOKIE_CONSENT_STORAGE_KEY` of `@locperf/api/messages`, written out: vite.config.ts loads this
 * file, and Vite loads a config's package imports from their built `dist`, so importing api here
 * would make `vite dev` and `vite build` of the app fail until api is built. prerender.test.ts
 * runs the script below against that constant.
 */
const COOKIE_CONSENT_KEY = 'cookieConsent';

/**
 * The script run in `<head>` before the first paint of a prerendered page: the colour mode (the
 * stored preference, spec section 9, else the system's), and whether the cookie banner was
 * already answered: the prerendered HTML holds the banner for first visits, and a returning
 * visitor would otherwise see it until the app hydrates and removes it (`CONSENT_GIVEN_ATTRIBUTE`).
 */
export function beforePaintScript(classes: { light: string; dark: string }): string {
  return `(function(){var p,k;try{p=localStorage.getItem('nuxt-color-mode');k=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})}catch(e){}
var d=p==='dark'||(p!=='light'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);
var h=document.documentElement,c=h.classList;c.remove(${JSON.stringify(classes.light)},${JSON.stringify(classes.dark)});
c.add(d?${JSON.stringify(classes.dark)}:${JSON.stringify(classes.light)});
try{if(k&&JSON.parse(k).essential===true)h.setAttribute(${JSON.stringify(CONSENT_GIVEN_ATTRIBUTE)},'')}catch(e){}})();
`;
}

/** The Vite plugin that prerenders after `vite build` (skipped with LOCPERF_PRERENDER=off). */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'locperf:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (process.env.LOCPERF_PRERENDER === 'off') return;
      const started = performance.now();
      const outDir = resolve(config.root, config.build.outDir);
      // One folder per build: `npm test` builds the demo and the bench's production app at the
      // same time from the same root (same cache folder), and a shared one was emptied under the
      // other build (the bench smoke failed in CI on it).
      const ssrDir = join(config.cacheDir, `prerender-${process.pid}`);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender-entry.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          // One file: the lazy components' imports resolve within a tick when the render retries.
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      });
      const jobs = Object.keys(prerenderedPages).flatMap((path) =>
        locales.flatMap((locale) =>
          ['', `/${locale}`].map((prefix) => ({ url: `${prefix}${path}`, locale })),
        ),
      );
      writeFileSync(join(ssrDir, 'jobs.json'), JSON.stringify(jobs));
      const rendered = spawnSync(
        process.execPath,
        [
          join(import.meta.dirname, 'render-pages.mjs'),
          join(ssrDir, 'prerender-entry.js'),
          join(ssrDir, 'jobs.json'),
          join(ssrDir, 'pages.json'),
        ],
        { stdio: 'inherit' },
      );
      if (rendered.status !== 0) throw new Error('prerender: rendering the pages failed');
      const entry = JSON.parse(readFileSync(join(ssrDir, 'pages.json'), 'utf8')) as RenderResults;
      const results = new Map(jobs.map((job, index) => [job.url + job.locale, entry.pages[index]]));

      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      // Linked by the template itself (not merely named in its route-chunks list).
      const inTemplate = (file: string) => template.includes(`href="/${file}"`);

      const script = beforePaintScript(entry.themeClasses);
      const scriptName = `assets/before-paint-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
      writeFileSync(join(outDir, scriptName), script);

      const shellChunks = lazyShellModules.flatMap((pattern) => {
        const chunk = chunkOf(bundle, (id) => pattern.test(id));
        return chunk ? [chunk.fileName] : [];
      });

      rmSync(join(outDir, 'prerendered'), { recursive: true, force: true });
      const styleSheet = createStyleSheet();
      const documents: Array<{ file: string; content: string }> = [];
      for (const [path, module] of Object.entries(prerenderedPages)) {
        const pageChunk = chunkOf(bundle, (id) => id.endsWith(`/apps/web/${module}`));
        if (!pageChunk) throw new Error(`prerender: no chunk holds ${module} (for ${path})`);
        const pageFiles = staticClosure(bundle, pageChunk.fileName);
        const cssFiles = new Set<string>();
        for (const file of [
          ...pageFiles,
          ...shellChunks.flatMap((f) => [...staticClosure(bundle, f)]),
        ]) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            if (!inTemplate(css)) cssFiles.add(css);
          }
        }
        const head = [...cssFiles]
          .map((css) => `<link rel="stylesheet" href="/${css}">`)
          .join('\n    ');

        for (const locale of locales) {
          for (const prefix of ['', `/${locale}`]) {
            const url = `${prefix}${path}`;
            const page = results.get(url + locale);
            if (!page) throw new Error(`prerender: ${url} (${locale}) was not rendered`);
            const document = withoutModulePreloads(template)
              .replace(
                /<html lang="[^"]*">/,
                `<html lang="${locale}" class="${entry.themeClasses.light}">`,
              )
              .replace(
                /<title>[^<]*<\/title>/,
                `<title>${escapeHtml(page.title)}</title>\n    <script src="/${scriptName}"></script>`,
              )
              .replace('</head>', `  ${head}\n  </head>`);
            const prerenderedDocument = withRoot(
              document,
              `<div id="root">${styleSheet.extract(page.html)}</div>\n    <script type="application/json" id="locperf-prerender">${scriptJson(page.data)}</script>`,
            );
            documents.push({
              file: join(outDir, 'prerendered', locale, `${url}.html`),
              content: prerenderedDocument,
            });
          }
        }
      }
      const css = styleSheet.css();
      const cssName = `assets/prerender-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      writeFileSync(join(outDir, cssName), css);
      for (const { file, content } of documents) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          content.replace('</head>', `  <link rel="stylesheet" href="/${cssName}">\n  </head>`),
        );
      }
      // The SPA shell (signed-in pages, the demo) paints its boot shell in the stored colour mode
      // too: the same script, before the first paint.
      writeFileSync(
        join(outDir, 'index.html'),
        template.replace('</title>', () => `</title>\n    <script src="/${scriptName}"></script>`),
      );
      rmSync(ssrDir, { recursive: true, force: true });
      const count = documents.length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(`prerendered ${count} pages in ${seconds} s`);
    },
  };
}
