import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const label = style({ fontWeight: 600 });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.transition}`,
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});

export const indeterminate = style({
  width: '40%',
  '@media': {
    // Spec section 9 / issue 4: no motion under prefers-reduced-motion.
    '(prefers-reduced-motion: no-preference)': { animation: `${slide} 1.2s ease-in-out infinite` },
  },
});
