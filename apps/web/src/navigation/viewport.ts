/**
 * Spec sections 3 and 9: a cookie named `viewport` holds the current breakpoint (365 days,
 * path /, SameSite Strict, Secure); the fallback is lg.
 */
export const breakpoints = [
  ['2xl', 1536],
  ['xl', 1280],
  ['lg', 1024],
  ['md', 768],
  ['sm', 640],
  ['xs', 320],
] as const;
export type Breakpoint = (typeof breakpoints)[number][0];
export const FALLBACK_BREAKPOINT: Breakpoint = 'lg';

/** The largest breakpoint whose minimum width fits, `xs` below 320 px, `lg` when unknown. */
export function breakpointFor(width: number | undefined): Breakpoint {
  if (width === undefined || !Number.isFinite(width)) return FALLBACK_BREAKPOINT;
  for (const [name, min] of breakpoints) if (width >= min) return name;
  return 'xs';
}

/** Small screens (at or below medium) get the side navigation as a drawer (spec section 2). */
export function isSmallScreen(width: number): boolean {
  return width < 1024;
}

export function viewportCookie(breakpoint: Breakpoint): string {
  return `viewport=${breakpoint}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Strict; Secure`;
}
