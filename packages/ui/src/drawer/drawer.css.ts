import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.backdrop,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
  // A phone's drawer takes most of the screen (the overlay keeps a strip to tap away): at the
  // permanent navigation's 16rem the German labels of a 320 px phone broke letters off their
  // longest words (issue 19, "Trust in every action"). From 377 px on it is 20rem.
  width: 'min(20rem, 85vw)',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.elevation.modal,
  outline: 'none',
  overflowY: 'auto',
  transition: `transform ${vars.transition}`,
});

export const sides = styleVariants({
  start: { insetInlineStart: 0, borderInlineEnd: `1px solid ${vars.color.border}` },
  end: { insetInlineEnd: 0, borderInlineStart: `1px solid ${vars.color.border}` },
});

export const dialog = style({
  height: '100%',
  outline: 'none',
  boxSizing: 'border-box',
  padding: vars.space.md,
});
