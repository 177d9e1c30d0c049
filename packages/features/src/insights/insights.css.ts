import { mediaUp, vars } from '@locperf/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
});

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'auto minmax(12rem, 18rem)' } },
});

export const range = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const kpis = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Narrow enough that the five cards share one row from a tablet's width up (at 10rem the
  // fifth sat alone on a second row: issue 20's designer review).
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
});

/**
 * One card spans three rows of the list's grid and shares them (subgrid), so the values and
 * the changes of a row of cards line up even when one label wraps ("Median response time").
 */
export const kpi = style({
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  rowGap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const kpiLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const kpiValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: 700 });
export const kpiChange = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The loading panel's room for the chart's readout line (charts.css.ts `readout`). */
export const readoutSpace = style({ minHeight: '1.5em', fontSize: vars.font.size.sm });

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const summary = style({ margin: 0, fontSize: vars.font.size.sm });

export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${dataTable} th, ${dataTable} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${dataTable} th:first-child`, { textAlign: 'start' });

export const caption = style({
  textAlign: 'start',
  fontWeight: 600,
  paddingBlockEnd: vars.space.xs,
});

/** A column header's sort button: the header's own text, a 24 px target, a visible focus. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
