import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { touchHitAreaMedia } from '../tokens/touch-target';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  margin: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  ...typography.action,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: '150ms',
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    // A neutral fill, not a dimmed primary: 60 % of a bright green on dark still looked
    // pressable (issue 20). Every variant shares the one disabled look.
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: 'transparent',
    },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    // A 32 or 40 px control is hard to hit with a thumb: on a touch screen it answers to 44 px.
    ...touchHitAreaMedia,
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Windows high contrast: keep the focus ring a real system colour.
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.secondaryBorder,
    selectors: { '&[data-hovered]': { background: vars.color.secondaryHover } },
  },
  outline: {
    background: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&[data-hovered]': { background: vars.color.surface } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { '&[data-hovered]': { background: vars.color.dangerHover } },
  },
});

export const sizes = styleVariants({
  sm: {
    fontSize: vars.font.size.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    minHeight: '2rem',
  },
  md: {
    fontSize: vars.font.size.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    minHeight: '2.5rem',
  },
  lg: {
    fontSize: vars.font.size.lg,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    minHeight: '3rem',
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  '@media': {
    // Spec section 9 / issue 4: all motion off under prefers-reduced-motion.
    '(prefers-reduced-motion: no-preference)': {
      animation: `${spin} 0.8s linear infinite`,
    },
  },
});

/** A link drawn as a button (`LinkButton`): no underline, in any state. */
export const link = style({ textDecoration: 'none', boxSizing: 'border-box' });
