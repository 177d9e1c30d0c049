import { defineConfig } from 'tsup';
import { styledPackageBuild } from '../../.config/tsup-shared.ts';

export default defineConfig({
  ...styledPackageBuild,
  entry: {
    'button/index': 'src/button/index.ts',
    'theme/index': 'src/theme/index.ts',
    'tokens/index': 'src/tokens/index.ts',
  },
  external: ['react', 'react-dom', 'react-aria-components'],
});
