export { vars } from './tokens.css';
export { typography, typographyNames } from './typography';
export type { TypographyName } from './typography';
export {
  breakpointFor,
  breakpointNames,
  breakpoints,
  fallbackBreakpoint,
  forcedColorsQuery,
  layout,
  mediaDown,
  mediaUp,
  reducedMotionQuery,
} from './layout';
export type { Breakpoint } from './layout';
export { visuallyHiddenRule } from './visually-hidden';
