import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { prependCssImports } from '../../.config/scripts/prepend-css-imports.mjs';

export default defineConfig({
  entry: {
    'button/index': 'src/button/index.ts',
    'theme/index': 'src/theme/index.ts',
    'tokens/index': 'src/tokens/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild emits each entry's CSS beside it but does not import it (TOOLCHAIN.md).
  onSuccess: () => prependCssImports('dist'),
});
