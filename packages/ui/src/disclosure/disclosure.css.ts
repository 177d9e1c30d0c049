import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const disclosure = style({ fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  boxSizing: 'border-box',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.selected },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.transition}`,
});

globalStyle(`${disclosure}[data-expanded] ${chevron}`, { transform: 'rotate(180deg)' });

export const panel = style({ paddingInlineStart: vars.space.sm });
