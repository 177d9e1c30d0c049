import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const tooltip = style({
  maxWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  // Inverted colours stand out from both themes' pages.
  background: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  boxShadow: vars.elevation.popover,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
