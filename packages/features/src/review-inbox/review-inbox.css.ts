import { mediaUp, vars, visuallyHiddenRule } from '@locperf/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  // A grid item's min-width is its content's by default: long words would widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  // Its own size: embedded in a partner's page, the list must not take the host's body size
  // for some texts while its labels keep theirs (issue 17 trial).
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/**
 * From a laptop up the stars take a row of their own, all five on one line, between the selects
 * and the dates: in one column they stood three high beside the dates, and the first review was
 * below the fold of a 1280 x 800 screen (owner trial 11). Four columns would fit two rows, but
 * cut "Tous les établissements" short.
 */
globalStyle(`${filters} > [role="group"]`, {
  '@media': { [mediaUp('lg')]: { gridColumn: '1 / -1' } },
});

/**
 * A desktop's view and order fields, then the count and its actions, on one row that wraps: on
 * rows of their own they put 48 px more between the filters and the first review.
 */
export const viewRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
});

// A width of its own, whatever the count beside it says: sized by the row, the selects narrowed
// by 8 px when the count arrived and again with "Reset filters" (owner trial 12). The count and
// its actions take what is left, or a line of their own.
globalStyle(`${viewRow} > :first-child`, { flex: '0 0 auto', width: 'min(38rem, 100%)' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  // Whole beside the view, or on a line of its own: never squeezed until its buttons wrap.
  flex: '1 0 auto',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const count = style({ margin: 0, fontWeight: 600 });

/** The phone's filter bar: count and Filters button on one line, the chips below. */
export const compactBar = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const compactRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const filterCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  marginInlineStart: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  '::after': { content: 'attr(data-count)' },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chipItem = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  // A thumb-sized target (WCAG 2.5.8 asks for 24 px; phones want about 44).
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const chipLabel = style({ minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

/** The filters inside the phone's sheet: one column. */
export const sheetFields = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The scroll container of the virtualised list: its height bounds the rows in the DOM. */
export const scroller = style({
  height: 'min(70vh, 48rem)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  contain: 'strict',
});

export const feed = style({ position: 'relative', width: '100%', margin: 0, padding: 0 });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  // The review j/k and r act on, marked where a keyboard is likely (a fine pointer, as
  // @locperf/ui's finePointerQuery): on a touch phone the first card looked chosen for no
  // reason (owner trial 13).
  '@media': {
    '(pointer: fine)': {
      selectors: {
        '&[data-active="true"]': {
          borderColor: vars.color.primary,
          background: vars.color.surface,
        },
      },
    },
  },
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const author = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const comment = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const reply = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  background: vars.color.surface,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const replyLabel = style({ display: 'block', fontSize: vars.font.size.sm, fontWeight: 600 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

/** A card's reply action on phones: the whole width of the card, at its bottom. */
export const cardActionsCompact = style({ display: 'grid', marginTop: vars.space.xs });

/** A loading review's row: the padding a feed row gives its card (see {@link row}). */
export const skeletonRow = style({ padding: vars.space.sm });

/** A loading review's five stars, at the size and spacing of a small star rating. */
export const skeletonStars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  fontSize: vars.font.size.sm,
});

export const loadingRow = style({ padding: vars.space.md, color: vars.color.textMuted });

export const shortcuts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const shortcutRow = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.md,
});

globalStyle(`${shortcuts} dt`, { fontWeight: 600 });
// Keys as keycaps at the text's size (the browser's monospace default made them tiny).
globalStyle(`${shortcuts} kbd`, {
  display: 'inline-block',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: '1em',
  textAlign: 'center',
});
globalStyle(`${shortcuts} dd`, { margin: 0 });

export const location = style({ minWidth: 0 });

/** A skip link at rest: hidden until the keyboard reaches it, then a link above the filters. */
export const skipToReviews = style([
  visuallyHiddenRule,
  {
    selectors: {
      '&:focus': {
        position: 'static',
        justifySelf: 'start',
        width: 'auto',
        height: 'auto',
        margin: 0,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
        borderRadius: vars.radius.md,
        color: vars.color.primaryText,
        fontWeight: 600,
        outline: `3px solid ${vars.color.focusRing}`,
      },
    },
  },
]);

/** Where "Skip past the reviews" lands when nothing focusable follows the inbox: no layout space. */
export const endOfInbox = style([visuallyHiddenRule]);
