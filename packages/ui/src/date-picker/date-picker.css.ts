import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const input = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const calendar = style({ display: 'grid', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

const square = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  outline: 'none',
  cursor: 'pointer',
} as const;

export const navButton = style({
  ...square,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.selected },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });

// The weekdays' short names are as wide as a day's cell in French ("mer.", "sam."): a size
// smaller and a space at each side keep the columns apart (designer trial 14).
globalStyle(`${grid} th`, {
  paddingInline: 1,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const cell = style({
  ...square,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.selected },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
