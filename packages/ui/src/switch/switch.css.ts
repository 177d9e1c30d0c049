import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled } },
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
// Disabled and on: the neutral disabled fill every filled control uses, never a faded green
// that still reads as "on and changeable" (issue 20, designer review).
globalStyle(`${root}[data-disabled] ${track}`, {
  borderColor: vars.color.onDisabled,
});
globalStyle(`${root}[data-disabled][data-selected] ${track}`, {
  background: vars.color.disabled,
});
globalStyle(`${root}[data-disabled] ${thumb}`, {
  background: vars.color.onDisabled,
});
globalStyle(`${root}[data-focus-visible] ${track}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});
globalStyle(`${root}[data-selected] ${thumb}`, {
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});
