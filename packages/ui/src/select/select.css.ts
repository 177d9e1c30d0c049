import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.5rem',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
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

export const invalid = style({
  selectors: { '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** The trigger of a {@link SelectPlaceholder}: nothing to press until the select is there. */
export const waiting = style({ cursor: 'progress' });
