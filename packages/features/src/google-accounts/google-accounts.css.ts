import { typography, vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

/**
 * One column that may shrink below its content's width (`minmax(0, 1fr)`): a grid column sized
 * `auto` grows to the longest unbreakable text and pushed the page 53 px sideways at 375 px.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const locations = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});

export const location = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
});

export const locationHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const locationName = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

/**
 * A long account email truncates on one line where a pointer can show its `title`; on a touch
 * screen, which has no tooltip, and in a phone-wide window it wraps onto a second line instead
 * (German trial).
 */
export const email = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    // A phone-wide window with a mouse too: an ordinary address was cut (designer review 6).
    '(pointer: coarse), screen and (max-width: 480px)': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      overflow: 'visible',
    },
  },
});

export const meta = style({
  margin: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const details = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const alertText = style({ margin: `0 0 ${vars.space.sm}` });

/** A loading card's email and badges, spaced as the card's own header (ui/card). */
export const skeletonHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const skeletonTitle = style({ margin: 0, ...typography.heading });

/** A loading location's stars, at the size and spacing of a small star rating. */
export const skeletonStars = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  minHeight: '1lh',
  fontSize: vars.font.size.sm,
});
