import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Bottom: the newest toast nearest the edge; top: the same, from the top. */
export const placements = styleVariants({
  bottom: { insetBlockEnd: vars.space.md, flexDirection: 'column-reverse' },
  top: { insetBlockStart: vars.space.md, flexDirection: 'column' },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
  boxShadow: vars.elevation.popover,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** Spec section 9: the default notification colour is primary, errors are red. */
export const colors = styleVariants({
  primary: { background: vars.color.infoSurface, color: vars.color.infoText },
  success: { background: vars.color.successSurface, color: vars.color.successText },
  warning: { background: vars.color.warningSurface, color: vars.color.warningText },
  error: { background: vars.color.errorSurface, color: vars.color.errorText },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const description = style({ fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const action = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
