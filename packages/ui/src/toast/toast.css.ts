import { style, styleVariants } from '@vanilla-extract/css';
import { mediaDown } from '../tokens/layout';
import { vars } from '../tokens/tokens.css';

/** A screen edge's gap, plus the notch or rounded corner's inset on that side. */
const edge = (side: 'top' | 'right' | 'bottom' | 'left') =>
  `calc(${vars.space.md} + env(safe-area-inset-${side}, 0px))`;

// Seventh owner trial: toasts at the bottom right covered „Zur Kasse" on the desktop and the
// lower cards, buttons and sticky action bars (reply editor, bulk bar, sheets) on a phone. Where
// the owner acts next is mostly further down the page or on a bar at the bottom, so toasts sit at
// the top, just below the header (so the menu button and logo stay free): top right on a wide
// screen, full width with the page's margins on a phone (the shell's small screens, at or below
// md, spec section 2). One fixed place: the toasts never jump about, and nothing has to be
// measured.
export const region = style({
  position: 'fixed',
  insetBlockStart: edge('top'),
  insetInlineEnd: edge('right'),
  zIndex: vars.zIndex.toast,
  display: 'flex',
  // The newest toast nearest the top edge.
  flexDirection: 'column',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // At the top they would cover the focused element (use-clear-of-focus.ts, WCAG 2.4.11).
    '&[data-placement="bottom"]': { insetBlockStart: 'auto', insetBlockEnd: edge('bottom') },
    // A drawer as tall as the screen is open: the toasts wait until it closes.
    '&[data-placement="hidden"]': { visibility: 'hidden' },
  },
  '@media': {
    [mediaDown('md')]: { insetInlineStart: edge('left'), width: 'auto' },
  },
});

/** Below an app header (the hosted app's), so its menu button and logo stay free. */
export const belowHeader = style({
  insetBlockStart: `calc(${vars.layout.header} + ${edge('top')})`,
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
