import { breakpoints, vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The rating above the comment. */
export const excerpt = style({ display: 'grid', gap: vars.space.xs });

export const starsOnly = style({ margin: 0, color: vars.color.textMuted });

export const review = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

const phone = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  // Stays in view at the bottom of a scrolling dialog or sheet: Publish is never scrolled away,
  // nor hidden under an on-screen keyboard (the sheet follows the visual viewport).
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  paddingBlock: vars.space.sm,
  background: vars.color.background,
  // An edge above it at every width: without one, the text scrolling under the bar looked cut
  // off by mistake (partner trial 6, owner trial 6).
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': {
    // Phones: two thumb-wide buttons a row, so the bar stays two rows high (four stacked rows
    // covered the reply and the quota note: fifth designer review).
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const spacer = style({ flex: 1, '@media': { [phone]: { display: 'none' } } });

/**
 * AI and template, beside the bar's own actions. In a full sheet made short by the on-screen
 * keyboard, while the reply is typed, they step aside: the bar keeps Save and Publish in one row
 * above the keyboard, and the reply gets the room (owner trial 13: two rows left two lines of it
 * in view). They are back once the keyboard goes.
 */
export const aside = style({
  display: 'contents',
  '@container': {
    // A phone's full sheet with the keyboard up: 812 px less about 40 % (the e2e test's
    // stand-in) is 487 px; without it even a 320 × 640 phone's sheet is taller than 34 rem.
    'sheet (max-height: 34rem)': {
      selectors: { [`${root}:has(textarea:focus) &`]: { display: 'none' } },
    },
  },
});

export const alertText = style({ margin: `0 0 ${vars.space.sm}` });

export const confirm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const confirmText = style({ margin: 0 });

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '1lh',
});
