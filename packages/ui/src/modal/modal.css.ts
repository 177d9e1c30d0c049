import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.backdrop,
});

export const modal = style({
  boxSizing: 'border-box',
  width: '100%',
  maxHeight: 'calc(100dvh - 2rem)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.elevation.modal,
  outline: 'none',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

export const sizes = styleVariants({
  sm: { maxWidth: '24rem' },
  md: { maxWidth: '32rem' },
  lg: { maxWidth: vars.layout.container },
});

/** Keeps the modal stuck to the bottom, for the cookie-consent banner (spec section 2, Shell). */
export const bottom = style({ alignItems: 'flex-end' });
