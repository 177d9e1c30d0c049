import { defineConfig } from 'tsup';
import { writeStyledEntries } from '../../.config/scripts/package-entries.mjs';
import { packageEntries, styledPackageBuild } from '../../.config/tsup-shared.ts';
import { emitTypes } from '../../.config/scripts/emit-types.mjs';

export default defineConfig({
  ...styledPackageBuild,
  entry: packageEntries(),

  // Declarations come from tsc in onSuccess: tsup's dts build runs out of memory with this many
  // entries (.config/scripts/emit-types.mjs).
  dts: false,
  // Minified like a consumer's production build, so bench:size measures what users download.
  minify: true,
  external: ['react', 'react-dom', 'react-aria-components'],
  onSuccess: async () => {
    writeStyledEntries(process.cwd());
    emitTypes();
  },
});
