import { forcedColorsQuery, vars } from '@locperf/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Chart colours (issue 18): marks in `primary` and axis text in `textMuted`, both at least 3:1
 * against the page in light and dark (charts.test.ts checks the palettes); in forced colours the
 * system's text and highlight colours.
 */
/**
 * The drawn width follows the box through a ResizeObserver, one render late: until then the
 * chart scales down with its box instead of pushing the page wider (a phone turned or a window
 * narrowed overflowed by 22 px at 320 px in the reflow e2e).
 */
export const chart = style({
  display: 'block',
  overflow: 'visible',
  maxWidth: '100%',
  height: 'auto',
});

export const mark = style({
  fill: vars.color.primary,
  '@media': { [forcedColorsQuery]: { fill: 'CanvasText' } },
});

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  '@media': { [forcedColorsQuery]: { stroke: 'CanvasText' } },
});

export const grid = style({
  stroke: vars.color.border,
  strokeDasharray: '2 4',
  '@media': { [forcedColorsQuery]: { stroke: 'GrayText' } },
});

export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, {
  stroke: vars.color.textMuted,
  '@media': { [forcedColorsQuery]: { stroke: 'CanvasText' } },
});
globalStyle(`${axis} text`, {
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  '@media': { [forcedColorsQuery]: { fill: 'CanvasText' } },
});

/** The focus (or pointer) marker drawn around the active point. */
export const focusMarker = style({
  fill: 'none',
  stroke: vars.color.focusRing,
  strokeWidth: 3,
  pointerEvents: 'none',
  '@media': { [forcedColorsQuery]: { stroke: 'Highlight' } },
});

/** The focusable point; its own outline is replaced by {@link focusMarker}. */
export const point = style({ outline: 'none', cursor: 'default' });

export const hitArea = style({ fill: 'transparent' });

export const readout = style({
  minHeight: '1.5em',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
