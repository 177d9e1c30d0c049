import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end tests in Debian's Chromium (never `playwright install`, TOOLCHAIN.md) against
 * `vite preview` of the production build in demo mode. `npm test` builds the app first.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '../.cache/test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      // Chromium's background services try the network, which is closed here (env docs).
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The root's vite, run in apps/web so it reads that app's config.
    command: `node ../../node_modules/vite/bin/vite.js preview --port ${port} --strictPort`,
    cwd: fileURLToPath(new URL('../apps/web', import.meta.url)),
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  outputDir: '../.cache/test-results/e2e-artifacts',
});
