export { vars } from './tokens.css';
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
