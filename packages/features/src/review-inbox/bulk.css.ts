import { vars, visuallyHiddenRule } from '@locperf/ui/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Styles of the selection, the bulk bar, the bulk report and the view bar (issue 18). */

export const viewBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  // Labels on one line, whatever help text a field has below it.
  alignItems: 'start',
});

/** In the phone's filter sheet: one above the other, as wide as the fields below. */
export const viewStack = style({ display: 'grid', gap: vars.space.md });

/** Each choice keeps a readable width and wraps below the other on a narrow phone. */
export const viewField = style({ flex: '1 1 11rem', minWidth: 0, maxWidth: '20rem' });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/**
 * On a phone the bar sticks to the bottom of the screen while the list scrolls under it. It is
 * in the page's flow after the list, so at the list's end it sits below the last review and
 * covers nothing; the page's scroll padding keeps a focused review above it.
 */
export const barSticky = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  boxShadow: vars.shadow.popover,
});

/**
 * Above the list on a desktop: the count and the actions share rows, and the bar keeps the height
 * of two rows of buttons whatever they say, so neither the reviews' arrival (which brings "select
 * all matching") nor the first tick (a shorter count) moves the list under the pointer: a bar
 * that grew from one line to three at the first tick moved the list 110 px (owner trial 12).
 */
export const barInline = style({
  // Two rows of buttons and the line of hints under them.
  minHeight: `calc(4rem + 1.5 * ${vars.font.size.sm} + ${vars.space.sm} * 4 + 2px)`,
  alignContent: 'center',
});

export const barCount = style({ margin: 0, fontWeight: 600 });

/** The count, and on a phone "Clear selection" beside it. */
export const barHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  // As tall as the small buttons beside it: the bar keeps its height while the list loads,
  // before "select all matching" can show.
  minHeight: '2rem',
});

export const barActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// On a desktop the buttons flow with the count, not in a block of their own below it.
globalStyle(`${barInline} ${barHead}`, { marginInlineEnd: 0 });
globalStyle(`${barInline} ${barActions}`, { display: 'contents' });

/** "Select all matching": a row of its own on a phone. */
export const spanAll = style({ display: 'grid' });

// On a phone: the count and "Clear selection" on one line, "Select all matching" across, then
// the two actions side by side in equal halves, where four stacked buttons of four widths took a
// third of the screen (owner trial 9, designer review 6).
globalStyle(`${barSticky} ${barHead}`, { flexBasis: '100%', marginInlineEnd: 0 });
globalStyle(`${barSticky} ${barActions}`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  flexBasis: '100%',
});
globalStyle(`${barSticky} ${spanAll}`, { gridColumn: '1 / -1' });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  outline: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const failures = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, color: vars.color.textMuted });

/** The review's checkbox, before its stars. */
export const select = style({ display: 'inline-flex', flexShrink: 0 });

/** The selection checkbox's room while its code loads: @locperf/ui's checkbox sizes. */
export const selectPlaceholder = styleVariants({
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.75rem', height: '2.75rem' },
});

/** The live region: read out, not shown (the panel shows the same). */
export const visuallyHidden = style(visuallyHiddenRule);

export const confirmText = style({ display: 'grid', gap: vars.space.sm });
globalStyle(`${confirmText} > p`, { margin: 0 });

/** Why an action is off: a line of its own under the actions, held when empty. */
export const hintSlot = style({
  flexBasis: '100%',
  minHeight: '1.5em',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
});

/** "No AI replies left" in the bar: the whole width, under the actions. */
export const quotaNote = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
