import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../../.config/vite-shared.ts';

const require = createRequire(import.meta.url);
/** React 18.3, installed in tests/package.json under the aliases react18 and react-dom18. */
const react18 = dirname(require.resolve('react18/package.json'));
const reactDom18 = dirname(require.resolve('react-dom18/package.json'));

/**
 * The React 18.3 partner page (issue 8: peer range ^18.3 || ^19, proven under 18.3). Every
 * `react` and `react-dom` import, also those inside @locperf/features and react-intl, resolves
 * to 18.3.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/react/',
  plugins: [react(), vanillaExtractPlugin()],
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    alias: [
      { find: /^react$/, replacement: react18 },
      { find: /^react\/(.*)$/, replacement: `${react18}/$1` },
      { find: /^react-dom$/, replacement: reactDom18 },
      { find: /^react-dom\/(.*)$/, replacement: `${reactDom18}/$1` },
      {
        find: '@formatjs/icu-messageformat-parser',
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});
