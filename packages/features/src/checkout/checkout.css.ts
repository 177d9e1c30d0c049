import { globalStyle, style } from '@vanilla-extract/css';
import { mediaDown, mediaUp, typography, vars } from '@locperf/ui/tokens';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The success step's order: a readable measure, labels near their values on a desktop. */
export const summary = style({ maxWidth: '40rem' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/**
 * The promotion code's field keeps its width when an error shows below it: sized by the error's
 * text, it grew from 234 to 441 px and pushed "Apply" to a line of its own (owner trial 11).
 */
export const promoRow = style([row]);
globalStyle(`${promoRow} > :first-child`, { flex: '0 1 16rem', minWidth: 0 });

export const heading = style({
  margin: 0,
  ...typography.title,
  // The ring hugs the words: across the whole width it read as a selected input (designer
  // review 6).
  width: 'fit-content',
  maxWidth: '100%',
  outline: 'none',
  // Focus moves here on each step: keyboard users see where they are (German trial).
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const subheading = style({ margin: 0, fontSize: vars.font.size.md });

export const invoice = style({
  display: 'grid',
  // On a phone each value sits under its label; from sm on, labels left and values right. The
  // value column may shrink and wrap, so long location lists never widen the page (WCAG 1.4.10).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.elevation.raised,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflowWrap: 'break-word',
  // A readable measure: at a desktop's width the amounts were a page away from their labels
  // (designer review 6).
  maxWidth: '40rem',
  '@media': {
    // Values take at most 60 % (a long location list wraps), labels keep the rest.
    [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) fit-content(60%)' },
  },
});

globalStyle(`${invoice} > dd, ${invoice} > div > dd`, {
  margin: 0,
  '@media': { [mediaDown('sm')]: { marginBottom: vars.space.sm } },
});

export const strong = style({ fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Card number on its own row (19 characters; it was cut off at 375 px), expiry and CVC below. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  maxWidth: '28rem',
});

globalStyle(`${cardGrid} > :first-child`, { gridColumn: '1 / -1' });

export const embedded = style({ minHeight: '20rem' });

globalStyle(`${invoice} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
