import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { visuallyHiddenRule } from '../tokens/visually-hidden';

/** The steps' questions below ask how wide it is, not the window (a narrow column on a desktop). */
export const nav = style({ containerType: 'inline-size' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  counterReset: 'step',
  // Narrow, the steps keep one line, closer together, and the current step's name wraps within
  // its place: "3" stood alone on a second line at 375 px (owner trial 11), and "Destinataire de
  // la facture" is longer still.
  '@container': { '(max-width: 30rem)': { flexWrap: 'nowrap', gap: vars.space.xs } },
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The current step's item: in a narrow list the one that gives way, its name wrapping. */
export const currentItem = style({ '@container': { '(max-width: 30rem)': { minWidth: 0 } } });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default' },
    '&[aria-current="step"]': { color: vars.color.text },
  },
  '@container': {
    '(max-width: 30rem)': { minWidth: 0, padding: vars.space.xs, textAlign: 'start' },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

globalStyle(`${step}[aria-current="step"] ${marker}`, {
  borderColor: vars.color.primary,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  '@media': { '(forced-colors: active)': { borderColor: 'Highlight', borderWidth: 3 } },
});

export const complete = style({});

globalStyle(`${complete} ${marker}`, {
  borderColor: vars.color.primary,
  color: vars.color.primaryText,
});

// Where the steps may wrap, a separator would start a line on its own ("— 2 Zahlung" at 375 px in
// German, designer trial): there the numbered steps stand without them.
export const separator = style({
  width: '1.5rem',
  height: 2,
  background: vars.color.border,
  '@container': { '(max-width: 30rem)': { display: 'none' } },
});

export const visuallyHidden = style(visuallyHiddenRule);

/** A step's name beside its number. */
export const label = style({});

// A narrow list names only the current step; the others keep their numbers (and their names for
// screen readers): "1 Rechnungsempfänger" stood alone on a first line above "2 Zahlung 3 Erfolg"
// on a phone (owner trial 10, designer review 6).
globalStyle(`${step}:not([aria-current="step"]) ${label}`, {
  '@container': { '(max-width: 30rem)': visuallyHiddenRule },
});
