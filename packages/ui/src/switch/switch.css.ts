import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  transition: `background-color ${vars.transitionFast}`,
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transition: `transform ${vars.transitionFast}`,
});

globalStyle(`${root}[data-selected] ${track}`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
});
globalStyle(`${root}[data-selected] ${thumb}`, {
  transform: 'translateX(1rem)',
  background: vars.color.onPrimary,
});
globalStyle(`${root}[data-focus-visible] ${track}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});
globalStyle(`${root}[data-selected] ${thumb}`, {
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});
