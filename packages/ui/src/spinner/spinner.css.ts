import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  '@media': {
    // Spec section 9 / issue 4: no motion under prefers-reduced-motion; the ring stays visible.
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` },
    '(forced-colors: active)': { borderTopColor: 'Highlight' },
  },
});

export const sizes = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: 2 },
  md: { width: '1.75rem', height: '1.75rem' },
  lg: { width: '2.75rem', height: '2.75rem', borderWidth: 4 },
});
