import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.lg });
