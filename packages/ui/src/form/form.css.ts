import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  maxWidth: '32rem',
  fontFamily: vars.font.body,
});
