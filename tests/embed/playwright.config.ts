import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { playwrightUse } from '../../.config/scripts/test-browser.mjs';

/**
 * Partner pages (issue 8): a plain HTML page with the loader and a React 18.3 page with the npm
 * widgets, both with a hostile stylesheet, served with the mock backend's handlers by
 * tests/embed/server.mjs in Debian's Chromium (never `playwright install`, TOOLCHAIN.md).
 *
 *   cd tests && E2E_PORT=4173 npx playwright test -c embed/playwright.config.ts
 *
 * The server builds packages/embed and the React page first; set EMBED_SKIP_BUILD=1 when they
 * are built already. Port: E2E_PORT + 20, so it never collides with the demo (E2E_PORT) and
 * nginx (E2E_PORT + 10) servers of tests/playwright.config.ts.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const testsRoot = fileURLToPath(new URL('..', import.meta.url));

// EMBED_PACKAGE_BUILT=1 (npm test, after its package build step): packages/embed is built
// already, so only the React host page is.
const build = process.env.EMBED_SKIP_BUILD
  ? []
  : [
      ...(process.env.EMBED_PACKAGE_BUILT
        ? []
        : [
            'node ../node_modules/vite/bin/vite.js build -c ../packages/embed/vite.config.ts --logLevel warn',
          ]),
      'node ../node_modules/vite/bin/vite.js build -c embed/react-host/vite.config.ts --logLevel error',
    ];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '../../.cache/test-results/embed.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    ...playwrightUse,
  },
  webServer: {
    command: [
      ...build,
      `node --conditions=@locperf/source --import tsx embed/server.mjs ${port}`,
    ].join(' && '),
    cwd: testsRoot,
    url: `http://localhost:${port}/host/hostile.css`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
  outputDir: '../../.cache/test-results/embed-artifacts',
});
