import { mediaUp, vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    // The three actions are of one rank, so from md up they keep one row: where the German
    // and French labels do not fit side by side, each label wraps inside its button and the
    // row's buttons share the tallest one's height instead of one dropping to a second row.
    [mediaUp('md')]: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'auto',
      justifyContent: 'start',
      alignItems: 'stretch',
      textAlign: 'center',
    },
  },
});

export const help = style({ margin: 0, color: vars.color.textMuted });
