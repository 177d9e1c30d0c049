import { globalStyle, style } from '@vanilla-extract/css';
import { typography, vars } from '@locperf/ui/tokens';

export const cart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const lineHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

// The cart's own title: a section title, a step above the product lines' headings (issue 20;
// the designer review found the two the wrong way round).
export const title = style({ margin: 0, ...typography.title });

// A product line's name: a card heading.
export const heading = style({ margin: 0, ...typography.heading });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const locationCount = style({ fontSize: vars.font.size.md, fontWeight: 600 });

/** A loading line's locations count, where the disclosure's button (ui/disclosure) shows it. */
export const skeletonDisclosure = style({
  padding: vars.space.sm,
  fontSize: vars.font.size.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const total = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: 600 });

globalStyle(`${facts} dd`, { margin: 0 });

/** A loading total, about as long as the English one: the button wraps under it likewise. */
export const skeletonTotal = style([total, { flex: '0 1 40rem' }]);
