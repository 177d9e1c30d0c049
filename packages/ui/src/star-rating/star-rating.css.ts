import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  color: vars.color.star,
});

export const sizes = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.xl },
});

export const empty = style({ color: vars.color.border });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

export const radio = style({
  display: 'inline-flex',
  padding: 2,
  borderRadius: vars.radius.sm,
  color: vars.color.border,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const filled = style({ color: vars.color.star });

globalStyle(`${radio}[data-selected]`, {
  '@media': { '(forced-colors: active)': { outline: '2px solid Highlight' } },
});
