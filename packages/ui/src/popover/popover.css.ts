import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

/** The floating surface shared by popovers, menus, selects and combo boxes. */
export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width, 12rem)',
  maxWidth: 'min(24rem, calc(100vw - 1rem))',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.elevation.popover,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animationDuration: vars.transitionFast },
  },
});

export const dialog = style({
  padding: vars.space.sm,
  outline: 'none',
});
