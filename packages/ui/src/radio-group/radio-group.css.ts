import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: vars.space.md },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled } },
});

export const dot = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  transition: `border-width ${vars.transitionFast}`,
});

globalStyle(`${radio}[data-selected] ${dot}`, {
  borderWidth: '0.4rem',
  borderColor: vars.color.primary,
  '@media': { '(forced-colors: active)': { borderColor: 'Highlight' } },
});
globalStyle(`${radio}[data-invalid] ${dot}`, { borderColor: vars.color.danger });
// Disabled: the neutral disabled colour, never a faded green (issue 20).
globalStyle(`${radio}[data-disabled] ${dot}`, { borderColor: vars.color.onDisabled });
globalStyle(`${radio}[data-focus-visible] ${dot}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});
