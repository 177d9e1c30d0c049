import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../.config/vite-shared.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  ...sourceResolution,
  resolve: {
    ...sourceResolution.resolve,
    alias: {
      // Catalogues are compiled to AST at build time (locales/compile.mjs), so the runtime
      // ICU parser is dead weight (issue 9, bundle budget).
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: true },
});
