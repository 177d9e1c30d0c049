import { mediaUp, vars } from '@locperf/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const linkRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const qr = style({
  width: '12rem',
  height: '12rem',
  padding: vars.space.sm,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const actions = style({
  // On a phone, one column of full-width buttons with their labels centred: the links and the
  // button aligned their wrapped labels differently, and the shortest stood narrower (trial 7).
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  textAlign: 'center',
  '@media': {
    // The three actions are of one rank, so from md up they keep one row: where the German
    // and French labels do not fit side by side, each label wraps inside its button and the
    // row's buttons share the tallest one's height instead of one dropping to a second row.
    [mediaUp('md')]: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridTemplateColumns: 'none',
      gridAutoColumns: 'auto',
      justifyContent: 'start',
      alignItems: 'stretch',
      textAlign: 'center',
    },
  },
});

globalStyle(`${actions} > *`, { justifyContent: 'center' });

export const help = style({ margin: 0, color: vars.color.textMuted });

/** "Link copied." keeps its line when empty, so saying it moves nothing below (trial 7). */
export const status = style([help, { minHeight: '1.5em' }]);
