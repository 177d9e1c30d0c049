import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

/** The wrapper paints the theme's background so the whole subtree switches together. */
export const root = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minHeight: '100%',
});
