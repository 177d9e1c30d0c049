import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const themeSurface = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  padding: vars.space.md,
});
