import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '36rem', display: 'grid', gap: vars.space.md });
export const wide = style({ maxWidth: '60rem', display: 'grid', gap: vars.space.md });

export const demo = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
