import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  // Windows high contrast: draw with the text colour the system picks.
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const sizes = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.25em', height: '1.25em' },
  lg: { width: '1.5em', height: '1.5em' },
});
