import { style, styleVariants } from '@vanilla-extract/css';
import { touchHitAreaMedia } from '../tokens/touch-target';
import { vars } from '../tokens/tokens.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.transitionFast}`,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // The one disabled look of every control (issue 20): no faded brand fill.
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled },
  },
  '@media': {
    // A 32 or 40 px control is hard to hit with a thumb: on a touch screen it answers to 44 px.
    ...touchHitAreaMedia,
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const variants = styleVariants({
  ghost: {
    background: 'transparent',
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.selected } },
  },
  outline: {
    background: 'transparent',
    borderColor: vars.color.border,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.selected } },
  },
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover },
      '&[data-disabled]': { background: vars.color.disabled, color: vars.color.onDisabled },
    },
  },
});

// At least 24×24 CSS px even at `sm` (WCAG 2.2, 2.5.8 target size).
export const sizes = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.font.size.sm },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.md },
  lg: { width: '3rem', height: '3rem', fontSize: vars.font.size.lg },
});
