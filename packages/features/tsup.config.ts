import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { emitTypes } from '../../.config/scripts/emit-types.mjs';
import { writeStyledEntries } from '../../.config/scripts/package-entries.mjs';
import { packageEntries, styledPackageBuild } from '../../.config/tsup-shared.ts';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The compiled catalogues as one default export each. esbuild's JSON loader also emits every
 * key as a named export, and keys such as "admin.signupEmail.email" are string export names,
 * which a partner's Vite 7 build (target below es2022) refuses to emit.
 */
const cataloguesAsDefault: EsbuildPlugin = {
  name: 'locperf-catalogues',
  setup(build) {
    build.onLoad({ filter: /[\\/]locales[\\/]compiled[\\/][a-z]+\.json$/ }, async (args) => ({
      contents: `export default JSON.parse(${JSON.stringify(await readFile(args.path, 'utf8'))});`,
      loader: 'js',
    }));
  },
};

export default defineConfig({
  ...styledPackageBuild,
  entry: packageEntries(),
  esbuildPlugins: [...(styledPackageBuild.esbuildPlugins ?? []), cataloguesAsDefault],
  // Peers and our own packages stay imports, so an app holds one copy of each; the private
  // @locperf/locales catalogues are bundled (one chunk per locale, issue 17).
  external: [/^react/, /^@locperf\/(api|ui|features)\//, 'swr'],
  // Declarations come from tsc in onSuccess (tsconfig.build.json, .config/scripts/emit-types.mjs):
  // tsup's bundled dts build of these entries needed an 8 GB heap and most of the build's time.
  dts: false,
  onSuccess: async () => {
    writeStyledEntries(process.cwd());
    emitTypes();
  },
});
