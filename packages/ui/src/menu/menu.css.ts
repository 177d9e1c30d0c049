import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const menu = style({ outline: 'none', minWidth: '10rem' });

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
