import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';
import { prependCssImports } from './scripts/prepend-css-imports.mjs';

/** What every package build shares: ESM only, types, one file per subpath export. */
export const packageBuild: Options = {
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
};

/**
 * For packages that ship vanilla-extract styles. esbuild emits each entry's CSS beside it but
 * does not import it (TOOLCHAIN.md), so every built entry gets its CSS import prepended.
 */
export const styledPackageBuild: Options = {
  ...packageBuild,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: () => prependCssImports('dist'),
};
