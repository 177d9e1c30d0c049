// JSX typings of the custom elements for React apps: `import type {} from '@locperf/embed/react';`
// once in the app (or add it to `compilerOptions.types`). React 18 and 19.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LocperfWidgetAttributes, LocperfWidgetElement } from './loader.js';

/** The JSX props of `<locperf-reviews>` and `<locperf-booster>`. */
export type LocperfWidgetProps = DetailedHTMLProps<
  HTMLAttributes<LocperfWidgetElement>,
  LocperfWidgetElement
> &
  LocperfWidgetAttributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'locperf-reviews': LocperfWidgetProps;
      'locperf-booster': LocperfWidgetProps;
    }
  }
}
