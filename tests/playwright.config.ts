import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCertificate } from '../.config/scripts/nginx.mjs';
import { fullChromium, playwrightUse } from '../.config/scripts/test-browser.mjs';

/**
 * End-to-end tests in Debian's Chromium (test-browser.mjs; never `playwright install`), against the
 * production build in demo mode. `npm test` builds the app first.
 * - demo: `vite preview` of the build (e2e/).
 * - faults, security: the same build, for issue 9's fault-tolerance and security checks.
 * - nginx: Debian's nginx with the production config of apps/web/deploy, over HTTPS and HTTP/2
 *   (production/).
 */
// Lets context.route() see the requests the MSW service worker makes for the page, so a test
// can fail a lazy chunk in demo mode.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const previewPort = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = previewPort + 10;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The certificate serve-nginx.mjs serves (it reuses this one): Chromium trusts exactly it, so the
// demo's service worker registers over HTTPS as in production.
const certificate = makeCertificate(join(repoRoot, '.cache/nginx'), { reuse: true });

export default defineConfig({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A limit, not a wait: on a loaded two-core machine a sign-in or a page's first data took over
  // 5 s (the default) in the flakiness check (issue 15); assertions still pass as soon as the
  // state is there.
  expect: { timeout: 15_000 },
  // Also a limit: the journeys of many steps took just over the default 30 s on a machine busy
  // with other builds (a clean-clone run beside other work); a passing test never waits for it.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../.cache/test-results/e2e.json' }]],
  use: {
    ...playwrightUse,
  },
  projects: [
    {
      name: 'demo',
      testDir: './e2e',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${previewPort}` },
    },
    {
      // Issue 9, Fault tolerance: the mock backend switched per test.
      name: 'faults',
      testDir: './faults',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${previewPort}` },
    },
    {
      // Issue 9, Security checks: XSS payloads, tokens.
      name: 'security',
      testDir: './security',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${previewPort}` },
    },
    {
      // HTTPS and HTTP/2 with a self-signed certificate made at each server start (issue 14).
      name: 'nginx',
      testDir: './production',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `https://localhost:${nginxPort}`,
        ignoreHTTPSErrors: true,
        launchOptions: {
          // test-browser.mjs: the headless shell's pointer over each new page is an intent.
          executablePath: fullChromium,
          args: [
            ...playwrightUse.launchOptions.args,
            `--ignore-certificate-errors-spki-list=${certificate.spki}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The root's vite, run in apps/web so it reads that app's config.
      command: `node ../../node_modules/vite/bin/vite.js preview --port ${previewPort} --strictPort`,
      cwd: `${repoRoot}apps/web`,
      url: `http://localhost:${previewPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node .config/scripts/serve-nginx.mjs ${nginxPort}`,
      cwd: repoRoot,
      url: `https://localhost:${nginxPort}`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
  outputDir: '../.cache/test-results/e2e-artifacts',
});
