import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../.config/vite-shared.ts';

/**
 * The reference rendering of the partner page (issue 17): the same app/src/main.tsx, built from
 * the repository's sources the way Storybook builds the stories (the `@locperf/source` condition,
 * the vanilla-extract Vite plugin). The partner apps' computed styles must equal this one's.
 */
const features = dirname(createRequire(import.meta.url).resolve('@locperf/features/package.json'));
const fromFeatures = createRequire(join(features, 'package.json'));
const dir = (name: string) => dirname(fromFeatures.resolve(`${name}/package.json`));

export default defineConfig({
  root: fileURLToPath(new URL('app', import.meta.url)),
  base: '/reference/',
  plugins: [react(), vanillaExtractPlugin()],
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    // The page's own imports (react, react-dom) resolve to the packages' copies, as in Storybook.
    alias: [
      { find: /^react$/, replacement: dir('react') },
      { find: /^react\/(.*)$/, replacement: `${dir('react')}/$1` },
      { find: /^react-dom$/, replacement: dir('react-dom') },
      { find: /^react-dom\/(.*)$/, replacement: `${dir('react-dom')}/$1` },
    ],
  },
  build: {
    outDir: process.env.PARTNER_REFERENCE_OUT,
    emptyOutDir: true,
    rollupOptions: {
      input: { main: fileURLToPath(new URL('app/index.html', import.meta.url)) },
    },
  },
  logLevel: 'warn',
});
