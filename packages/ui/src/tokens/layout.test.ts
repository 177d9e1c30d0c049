import { describe, expect, it } from 'vitest';
import { breakpointFor, breakpoints, layout, mediaDown, mediaUp } from './layout';

describe('layout constants (spec section 9)', () => {
  it('has the spec breakpoints', () => {
    expect(breakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(layout).toEqual({
      container: '64rem',
      sidenavOpen: '16rem',
      sidenavHalf: '5rem',
      transitionMs: 500,
    });
  });

  it('maps a width to the largest breakpoint it reaches', () => {
    expect(breakpointFor(100)).toBe('xs');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(1100)).toBe('lg');
    expect(breakpointFor(2000)).toBe('2xl');
  });

  it('builds media queries', () => {
    expect(mediaUp('md')).toBe('screen and (min-width: 768px)');
    expect(mediaDown('md')).toBe('screen and (max-width: 768px)');
  });
});
