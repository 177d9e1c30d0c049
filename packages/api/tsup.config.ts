import { defineConfig } from 'tsup';
import { packageBuild, packageEntries } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...packageBuild,
  entry: packageEntries(),
  external: ['react', 'react-dom', 'swr', 'zod'],
});
