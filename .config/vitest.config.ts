import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceResolution } from './vite-shared.ts';

/**
 * Unit and feature tests in happy-dom with msw/node. Stories run as browser tests through
 * apps/storybook/vitest.config.ts; end-to-end tests through tests/playwright.config.ts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  ...sourceResolution,
  test: {
    name: 'unit',
    environment: 'happy-dom',
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/scripts/**/*.test.ts',
      'apps/storybook/.storybook/*.test.ts',
      'locales/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    restoreMocks: true,
    // Vitest leaves one core free by default; CI has two and nothing else to do meanwhile.
    maxWorkers: 2,
    // One page per worker instead of one per file: the files took 149 s in CI, mostly to import
    // React, react-aria and happy-dom again for each of 129 files, against 45 s shared.
    // vitest.setup.ts resets the document, storage and URL before each file.
    isolate: false,
    // A limit, not a wait: the form tests type whole addresses through user-event, which takes
    // over 5 s (the default) on a loaded 2-core machine; they still end as soon as they are done.
    testTimeout: 20_000,
  },
});
