import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: -1,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.transitionFast}, border-color ${vars.transitionFast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primaryText, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { borderBottomColor: 'Highlight' } },
    },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
