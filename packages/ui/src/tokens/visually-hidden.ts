import type { StyleRule } from '@vanilla-extract/css';

/**
 * In the accessibility tree, not on screen: screen-reader-only texts, live regions, and skip
 * links at rest. One rule for every package; each applies it with `style(visuallyHiddenRule)`.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies StyleRule;
