import { style } from '@vanilla-extract/css';

/** Announced, not shown: the boot shell's frame is the visible loading state. */
export const status = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
