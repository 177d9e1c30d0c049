import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const name = style({ fontWeight: 600 });
