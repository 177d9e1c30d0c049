import { style } from '@vanilla-extract/css';
import { typography, vars } from '@locperf/ui/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  // min(…, 100%): at 320 px a 14rem column is wider than the room left (WCAG 1.4.10).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, ...typography.heading });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const address = style({
  fontStyle: 'normal',
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/**
 * A loading address, about as wide as a real one: beside the buttons' places where both fit,
 * the buttons wrapping under it where not, as in a loaded row.
 */
export const skeletonAddress = style({ flex: '1 1 100%', minWidth: 0, maxWidth: '18rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
