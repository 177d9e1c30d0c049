import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';

/** Storybook's Foundations pages only: not part of the package's exports. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const themeBox = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = style({ margin: 0, ...typography.heading });

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  ...typography.caption,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const headerCell = style([cell, { ...typography.label, color: vars.color.textMuted }]);

export const numeric = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const swatch = style({
  display: 'block',
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
});

/** One class per text style, built from the very objects the components spread. */
export const typeSample = styleVariants(typography);

export const bar = style({
  display: 'block',
  height: '1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
});

// Wide enough for the longest token name ("elevation.popover") and its use on two lines; the
// height grows with the text (designer trial: names and captions ran out of a fixed 7 rem tile).
export const tile = style({
  display: 'grid',
  placeItems: 'center',
  width: '10rem',
  minHeight: '4.5rem',
  overflowWrap: 'anywhere',
  padding: vars.space.sm,
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'center',
  ...typography.caption,
});

export const tiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const iconItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  ...typography.caption,
});

export const muted = style({ color: vars.color.textMuted });
