import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

/** A page's action where the toasts usually sit: top right, just below the header's place. */
export const topRightAction = style({
  position: 'fixed',
  insetBlockStart: `calc(${vars.layout.header} + ${vars.space.md} + 1rem)`,
  insetInlineEnd: `calc(${vars.space.md} + 2rem)`,
});
