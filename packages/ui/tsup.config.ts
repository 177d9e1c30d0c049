import { defineConfig } from 'tsup';
import { prependCssImports } from '../../.config/scripts/prepend-css-imports.mjs';
import { styledPackageBuild } from '../../.config/tsup-shared.ts';
import { emitTypes } from './scripts/emit-types.mjs';

export default defineConfig({
  ...styledPackageBuild,
  entry: {
    'alert/index': 'src/alert/index.ts',
    'avatar/index': 'src/avatar/index.ts',
    'badge/index': 'src/badge/index.ts',
    'button/index': 'src/button/index.ts',
    'card/index': 'src/card/index.ts',
    'checkbox/index': 'src/checkbox/index.ts',
    'checkbox-group/index': 'src/checkbox-group/index.ts',
    'color-mode/index': 'src/color-mode/index.ts',
    'combo-box/index': 'src/combo-box/index.ts',
    'dialog/index': 'src/dialog/index.ts',
    'disclosure/index': 'src/disclosure/index.ts',
    'drawer/index': 'src/drawer/index.ts',
    'empty-state/index': 'src/empty-state/index.ts',
    'field/index': 'src/field/index.ts',
    'form/index': 'src/form/index.ts',
    'format/index': 'src/format/index.ts',
    'grid-list/index': 'src/grid-list/index.ts',
    'icon/index': 'src/icon/index.ts',
    'icon-button/index': 'src/icon-button/index.ts',
    'icon-loader/index': 'src/icon-loader/index.ts',
    'link/index': 'src/link/index.ts',
    'list-box/index': 'src/list-box/index.ts',
    'menu/index': 'src/menu/index.ts',
    'modal/index': 'src/modal/index.ts',
    'number-field/index': 'src/number-field/index.ts',
    'pagination/index': 'src/pagination/index.ts',
    'password-field/index': 'src/password-field/index.ts',
    'popover/index': 'src/popover/index.ts',
    'progress-bar/index': 'src/progress-bar/index.ts',
    'radio-group/index': 'src/radio-group/index.ts',
    'search-field/index': 'src/search-field/index.ts',
    'select/index': 'src/select/index.ts',
    'skeleton/index': 'src/skeleton/index.ts',
    'spinner/index': 'src/spinner/index.ts',
    'star-rating/index': 'src/star-rating/index.ts',
    'stepper/index': 'src/stepper/index.ts',
    'switch/index': 'src/switch/index.ts',
    'table/index': 'src/table/index.ts',
    'tabs/index': 'src/tabs/index.ts',
    'text-area/index': 'src/text-area/index.ts',
    'text-field/index': 'src/text-field/index.ts',
    'theme/index': 'src/theme/index.ts',
    'toast/index': 'src/toast/index.ts',
    'tokens/index': 'src/tokens/index.ts',
    'tooltip/index': 'src/tooltip/index.ts',
  },

  // Declarations come from tsc in onSuccess: tsup's dts build runs out of memory with this many
  // entries (scripts/emit-types.mjs).
  dts: false,
  // Minified like a consumer's production build, so bench:size measures what users download.
  minify: true,
  external: ['react', 'react-dom', 'react-aria-components'],
  onSuccess: async () => {
    await prependCssImports('dist');
    emitTypes();
  },
});
