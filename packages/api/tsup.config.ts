import { defineConfig } from 'tsup';
import { emitTypes } from '../../.config/scripts/emit-types.mjs';
import { packageBuild, packageEntries } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...packageBuild,
  entry: packageEntries(),
  external: ['react', 'react-dom', 'swr', 'zod'],
  // Declarations come from tsc (tsconfig.build.json, .config/scripts/emit-types.mjs): tsup's
  // bundled dts build took twice the CPU time and 3 GB of memory (CI time).
  dts: false,
  onSuccess: async () => emitTypes(),
});
