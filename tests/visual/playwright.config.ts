import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { fullChromium } from '../../.config/scripts/test-browser.mjs';

/**
 * Visual regression without a cloud (issue 20): every story of the static Storybook build
 * (`pnpm --filter @locperf/storybook build`) is screenshot in light and dark and compared with
 * the baselines committed under `__screenshots__/`. `pnpm test:visual --update` writes new
 * baselines after a reviewed change. Chromatic (`npm run chromatic`) stays for teams that have
 * the service.
 */
const port = Number(process.env.VISUAL_PORT ?? 6106);
const staticDir = fileURLToPath(new URL('../../apps/storybook/storybook-static', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // A limit, not a wait: a story whose data never settles fails here instead of hanging.
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../../.cache/test-results/visual.json' }]],
  // One file per story and theme, no platform suffix: the baselines are made with Debian's
  // Chromium (TOOLCHAIN.md), the only browser the tests use.
  // `{arg}` is `light/<story id>` or `dark/<story id>` (stories.spec.ts shoots both themes).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // pixelmatch's colour distance per pixel; its anti-aliasing detection stays on, so
      // smoothed glyph and border edges that differ by a sub-pixel do not count.
      threshold: 0.2,
      // A handful of pixels of noise is tolerated; a 2 px shift of any text changes hundreds.
      maxDiffPixels: 8,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    // A small canvas keeps the baselines small; page-level stories that set a phone viewport
    // get it (stories.spec.ts).
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The full Chromium the baselines were made with (the browser tests use the headless shell).
    launchOptions: {
      executablePath: fullChromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        // Identical text rendering run to run: no LCD subpixel or hinting differences.
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: `pnpm exec vite preview --outDir ${staticDir} --port ${port} --strictPort`,
    port,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
