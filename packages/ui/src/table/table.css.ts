import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const header = style({ borderBottom: `2px solid ${vars.color.border}` });

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  ...typography.label,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const row = style({
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  outline: 'none',
  selectors: {
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

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

/**
 * The checkbox column. `textAlign: 'start'` because a header cell (`<th>`) centres by default,
 * which put the "select all" checkbox 10 px right of the rows' checkboxes (issue 20).
 */
export const selectionCell = style([cell, { width: '2.5rem', textAlign: 'start' }]);

/** Numbers line up on their last digit: end-aligned, tabular figures, header included. */
export const alignEnd = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});
