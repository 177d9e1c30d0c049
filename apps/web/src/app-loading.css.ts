import { visuallyHiddenRule } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

/** Announced, not shown: the boot shell's frame is the visible loading state. */
export const status = style(visuallyHiddenRule);
