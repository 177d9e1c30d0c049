import { defineConfig } from 'tsup';
import { packageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...packageBuild,
  entry: {
    'client/index': 'src/client/index.ts',
    'react/index': 'src/react/index.ts',
    'system/index': 'src/system/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/browser': 'src/mocks/browser.ts',
    'mocks/db': 'src/mocks/db.ts',
  },
  external: ['react', 'react-dom', 'swr', 'zod', 'msw'],
});
