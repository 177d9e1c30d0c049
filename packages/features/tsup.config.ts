import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { prependCssImports } from '../../.config/scripts/prepend-css-imports.mjs';

export default defineConfig({
  entry: {
    'footer/index': 'src/footer/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and our own packages stay imports, so an app holds one copy of each.
  external: [/^react/, /^@locperf\//, 'swr', 'msw'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: () => prependCssImports('dist'),
});
