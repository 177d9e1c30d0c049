import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
  fontFamily: vars.font.body,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** Spec section 4, Flash messages: warning orange, success green, error red; info blue (issue 20). */
export const types = styleVariants({
  error: { background: vars.color.errorSurface, color: vars.color.errorText },
  warning: { background: vars.color.warningSurface, color: vars.color.warningText },
  info: { background: vars.color.infoSurface, color: vars.color.infoText },
  success: { background: vars.color.successSurface, color: vars.color.successText },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(127, 127, 127, 0.15)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});
