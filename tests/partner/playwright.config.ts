import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { playwrightUse } from '../../.config/scripts/test-browser.mjs';

/**
 * The packages as partners receive them (issue 17): tests/partner/setup.mjs packs the tarballs,
 * installs them into stock Vite 8 + React 19, Vite 7 + React 18.3 and webpack 5 + React 18.3 apps
 * outside the workspace and builds them for production; server.mjs serves them with the mock
 * backend.
 *
 *   cd tests && E2E_PORT=4173 npx playwright test -c partner/playwright.config.ts
 *
 * The packages must be built first (`pnpm -r build`). Set PARTNER_SKIP_SETUP=1 when the apps are
 * built already. Port: E2E_PORT + 30 (the other configs use +0, +10 and +20).
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 30;
const testsRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // Two production apps, a reference page and the mock backend share two loaded cores.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../.cache/test-results/partner.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    ...playwrightUse,
  },
  webServer: {
    command: [
      ...(process.env.PARTNER_SKIP_SETUP ? [] : ['node partner/setup.mjs']),
      `node --conditions=@locperf/source --import tsx partner/server.mjs ${port}`,
    ].join(' && '),
    cwd: testsRoot,
    url: `http://localhost:${port}/api/system/info`,
    reuseExistingServer: !process.env.CI,
    // Three npm installs and four production builds: a cold set-up took 298 s on the two cores
    // with a load of 22 (88 s at a load of 10); a limit, not a wait.
    timeout: 600_000,
  },
  outputDir: '../../.cache/test-results/partner-artifacts',
});
