import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    'client/index': 'src/client/index.ts',
    'react/index': 'src/react/index.ts',
    'system/index': 'src/system/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/browser': 'src/mocks/browser.ts',
    'mocks/db': 'src/mocks/db.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'swr', 'zod', 'msw'],
});
