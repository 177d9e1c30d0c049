import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';
import { entriesFromExports, writeStyledEntries } from './scripts/package-entries.mjs';

/** What every package build shares: ESM only, types, one file per subpath export. */
export const packageBuild: Options = {
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
};

/** The entries of the package in the current directory, read from its `exports` map. */
export const packageEntries = (): Record<string, string> => entriesFromExports(process.cwd());

/**
 * For packages that ship vanilla-extract styles. esbuild emits each entry's CSS beside it but
 * does not import it (TOOLCHAIN.md). The plain entry stays free of CSS imports (plain Node can
 * import it for server rendering); bundlers get the `.styled.js` wrapper that imports the CSS
 * (scripts/package-entries.mjs).
 */
export const styledPackageBuild: Options = {
  ...packageBuild,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => writeStyledEntries(process.cwd()),
};
