import { style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const footer = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  background: vars.color.background,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  outline: 'none',
  // 16 px tall on the German trial's phone ("AGB" 30 x 16): the touch size there (WCAG 2.5.5).
  '@media': {
    '(pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' },
  },
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const meta = style({ margin: 0 });
