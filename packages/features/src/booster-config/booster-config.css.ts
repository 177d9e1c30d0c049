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
});

export const help = style({ margin: 0, color: vars.color.textMuted });
