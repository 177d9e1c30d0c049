import { defineConfig } from 'tsup';
import { styledPackageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...styledPackageBuild,
  entry: {
    'footer/index': 'src/footer/index.ts',
    'notifications/index': 'src/notifications/index.ts',
  },
  // Peers and our own packages stay imports, so an app holds one copy of each.
  external: [/^react/, /^@locperf\//, 'swr', 'msw'],
});
