import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  fontFamily: vars.font.body,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { background: vars.color.selected },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: '-2px' } },
    },
  },
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});
