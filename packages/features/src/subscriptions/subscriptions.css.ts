import { globalStyle, style } from '@vanilla-extract/css';
import { typography, vars } from '@locperf/ui/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** A loading row's name and facts: the whole row, so the button's place wraps under them. */
export const skeletonStack = style([stack, { flexBasis: '100%' }]);

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const heading = style({ margin: 0, ...typography.heading, overflowWrap: 'anywhere' });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const facts = style({
  display: 'grid',
  // Labels may shrink at 320 px (WCAG 1.4.10); a value keeps at least its longest word, so an
  // amount never breaks one character per line, and long names and dates wrap between words.
  gridTemplateColumns: 'minmax(0, max-content) minmax(min-content, 1fr)',
  minWidth: 0,
  overflowWrap: 'break-word',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': {
    // On a narrow phone each label sits above its value: beside it, "Rechnungsempfänger" and
    // "Zahlungsanbieter" broke inside the word at 320 px (German trial).
    'screen and (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
});

// Labels read as labels: smaller and muted, the values in the text colour (designer review 6:
// both had the same weight).
globalStyle(`${facts} dt`, {
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { 'screen and (max-width: 420px)': { marginTop: vars.space.xs } },
});
globalStyle(`${facts} dd`, { color: vars.color.text });

/** The total an invoice charged. */
export const strong = style({ fontWeight: 600 });

/**
 * The confirmation step's summary takes focus so a screen reader reads it (it is not a control,
 * so no focus ring: it looked like a stray box around the text).
 */
export const stepSummary = style({ margin: 0, selectors: { '&:focus': { outline: 'none' } } });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

globalStyle(`${facts} dd`, { margin: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

/** A data table may scroll on its own on a phone (WCAG 1.4.10's exception); the page never does. */
export const caption = style({
  textAlign: 'start',
  fontWeight: 600,
  paddingBlockEnd: vars.space.xs,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** An invoice number stays on one line: it must not break at its hyphens. */
export const noWrap = style({ whiteSpace: 'nowrap' });
