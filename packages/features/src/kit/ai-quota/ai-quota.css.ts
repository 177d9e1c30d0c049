import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const text = style({ margin: `0 0 ${vars.space.xs}` });
