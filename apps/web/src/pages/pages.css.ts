import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const narrow = style({ maxWidth: '28rem', display: 'grid', gap: vars.space.md });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });

export const demo = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
