import type { StyleRule } from '@vanilla-extract/css';

/** The touch size of a control (WCAG 2.5.5, and the 44 px of Apple's and Google's guides). */
export const TOUCH_SIZE = '2.75rem';

/**
 * How far the hit area reaches past the border: half the missing size, never inwards, and at
 * most 4 px (`space.xs`, the smallest gap between two controls), so it never covers a
 * neighbour. Measured from the padding box, which is the pseudo-element's containing block,
 * inside the controls' 1 px border.
 */
const reach = `max(-5px, min(-1px, calc((100% + 2px - ${TOUCH_SIZE}) / 2 - 1px)))`;

/**
 * On a touch screen, a control smaller than 44 px answers to an area around it up to 44 px,
 * centred, without changing its look or the layout: an empty `::after` reaching past its edges
 * (percentages of the control's own box, so a 40 px button reaches 2 px out, a 32 px one 4 px,
 * and a 48 px one not at all). For a control with nothing positioned inside it that relies on a
 * positioned ancestor further out. Spread into the control's `@media` rules.
 */
export const touchHitAreaMedia = {
  '(pointer: coarse)': {
    position: 'relative',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        top: reach,
        right: reach,
        bottom: reach,
        left: reach,
      },
    },
  },
} as const satisfies NonNullable<StyleRule['@media']>;
