/**
 * Layout constants of spec section 9. Media queries cannot read CSS custom properties, so the
 * breakpoints are plain numbers; the widths are also in the theme contract for styles.
 */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** Breakpoint names in ascending order. */
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** Spec section 9: when the viewport cannot be measured, assume `lg`. */
export const fallbackBreakpoint: Breakpoint = 'lg';

/** `min-width` media query for a breakpoint, for vanilla-extract `@media` and `matchMedia`. */
export function mediaUp(name: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[name]}px)`;
}

/** `max-width` media query: at or below a breakpoint (the shell's "small screens", section 2). */
export function mediaDown(name: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[name]}px)`;
}

/** Breakpoint that a viewport width falls into (the largest one it reaches). */
export function breakpointFor(width: number): Breakpoint {
  let found: Breakpoint = 'xs';
  for (const name of breakpointNames) if (width >= breakpoints[name]) found = name;
  return found;
}

/**
 * Spec section 9: container max-w-5xl, side nav w-64 / w-20, 500 ms transition. `header` is the
 * header bar's height on one row (h-16): the boot shell paints it, the permanent side
 * navigation, which sticks below it, is the window's height less it, and toasts sit below it.
 */
export const layout = {
  container: '64rem',
  sidenavOpen: '16rem',
  sidenavHalf: '5rem',
  header: '4rem',
  transitionMs: 500,
} as const;

/** Media queries the theme honours (issue 4). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
export const forcedColorsQuery = '(forced-colors: active)';
