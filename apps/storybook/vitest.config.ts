import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { testChromium, testChromiumArgs } from '../../.config/scripts/test-browser.mjs';
import { sourceResolution } from '../../.config/vite-shared.ts';

/** Runs every story as a test in a real Chromium, with axe at error level (preview.tsx). */
export default defineConfig({
  // Also read by the vanilla-extract compiler, which loads this file as its Vite config.
  ...sourceResolution,
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  test: {
    name: 'storybook',
    // The story files share one page instead of a fresh iframe each: 76 files took 278 s in CI,
    // 129 s of it setting up each iframe again (Storybook's preview, MSW, axe), against about
    // 100 s shared. Each story still mounts alone; MSW handlers are reset per story.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: testChromium, args: testChromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
