// Size benchmark of the partner widgets (issue 8): `pnpm --filter @locperf/embed bench:embed`.
// Builds the standalone bundle (vite.config.ts) and, for the npm way, bundles each widget entry
// of @locperf/features as a partner's bundler would, with react and react-dom left out.
// Prints gzip (level 9) sizes against the budgets and exits 1 when one is exceeded.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { partnerSizes } from '../../../tests/partner/sizes.mjs';

/** A report line on stdout (this is a command-line report, not logging). */
const print = (line) => process.stdout.write(`${line}\n`);
const here = fileURLToPath(new URL('..', import.meta.url));
const KiB = 1024;
const gz = (text) => gzipSync(text, { level: 9 }).length;
const conditions = ['@locperf/source', 'module', 'browser', 'production'];

// `npm test` built the package (vite.config.ts) in its package step just before and says so with
// EMBED_PACKAGE_BUILT=1: the standalone bundle is then measured as built (CI time).
const packageBuilt =
  process.env.EMBED_PACKAGE_BUILT === '1' &&
  ['loader.js', 'widget.js'].every((file) => existsSync(join(here, 'dist', file)));
if (!packageBuilt) await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'error' });
const loader = gz(readFileSync(join(here, 'dist/loader.js')));
const standalone = gz(readFileSync(join(here, 'dist/widget.js')));

/** Gzip size of one entry bundled for the browser with react and react-dom external. */
async function npmSize(specifier) {
  const outDir = mkdtempSync(join(tmpdir(), 'locperf-embed-'));
  // A partner's module that uses every export of the entry, resolved from this package.
  const entry = join(here, 'bench', `.entry-${process.pid}.mjs`);
  writeFileSync(entry, `export * from '${specifier}';\n`);
  try {
    await build({
      configFile: false,
      logLevel: 'error',
      root: here,
      plugins: [react(), vanillaExtractPlugin()],
      resolve: {
        conditions,
        alias: {
          '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      },
      ssr: { resolve: { conditions, externalConditions: ['@locperf/source'] } },
      environments: { ssr: { resolve: { conditions, externalConditions: ['@locperf/source'] } } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        target: 'es2022',
        cssCodeSplit: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    let js = 0;
    let css = 0;
    for (const file of readdirSync(outDir, { recursive: true })) {
      const name = String(file);
      if (name.endsWith('.js')) js += gz(readFileSync(join(outDir, name)));
      if (name.endsWith('.css')) css += gz(readFileSync(join(outDir, name)));
    }
    return { js, css };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(entry, { force: true });
  }
}

const reviews = await npmSize('@locperf/features/review-widget');
const booster = await npmSize('@locperf/features/booster-widget');

const rows = [
  ['loader.js (custom elements, consent, IntersectionObserver)', loader, 3 * KiB],
  ['review widget, npm build, JS + CSS beyond react/react-dom', reviews.js + reviews.css, 30 * KiB],
  [
    'booster widget, npm build, JS + CSS beyond react/react-dom',
    booster.js + booster.css,
    30 * KiB,
  ],
  ['standalone widget.js (React 18.3, both widgets, CSS inlined)', standalone, 80 * KiB],
];
let failed = false;
print('| what | gzip | budget |\n| --- | --- | --- |');
for (const [what, size, budget] of rows) {
  const over = size > budget;
  failed ||= over;
  print(
    `| ${what} | ${(size / KiB).toFixed(1)} KiB | ${budget / KiB} KiB${over ? ' — OVER' : ''} |`,
  );
}
print(
  `(npm build review widget: ${(reviews.js / KiB).toFixed(1)} KiB JS + ${(reviews.css / KiB).toFixed(1)} KiB CSS)`,
);

// What a partner ships (issue 17): from the packed tarballs in the stock Vite 8 + React 19 app,
// side by side with react-google-reviews in the same app (tests/partner/setup.mjs sets it up).
const partner = partnerSizes();
if (partner) {
  const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
  print(
    '\n| stock Vite 8 app, packed tarballs, gzip beyond React | size | vs react-google-reviews@1.9.0 |',
  );
  print('| --- | --- | --- |');
  for (const [what, size] of [
    ['review widget under EmbedProvider', partner.reviewWidget],
    ['review widget under LocperfProvider', partner.reviewWidgetProvider],
    ['react-google-reviews@1.9.0 (carousel + its CSS)', partner.reactGoogleReviews],
  ])
    print(`| ${what} | ${kib(size)} | ${(size / partner.reactGoogleReviews).toFixed(2)}× |`);
} else {
  print(
    '\n(partner sizes: run `node tests/partner/setup.mjs` first to measure the packed tarballs)',
  );
}
process.exit(failed ? 1 : 0);
