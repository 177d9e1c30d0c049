import { mediaUp, vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  // Its own size, not the partner page's body size (issue 17 trial).
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

/** A switch placeholder beside its label's (the loading state). */
export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

// `margin: 0`: the preview is a <figure>, whose default 40 px side margins inset it from the
// form it previews (issue 20).
export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  margin: 0,
});

export const sample = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  whiteSpace: 'pre-wrap',
});

export const sampleTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const outcome = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: 600 });
