import { globalStyle, style } from '@vanilla-extract/css';
import { requiredMark, requiredNote } from '../field/required.css';
import { vars } from '../tokens/tokens.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.onDisabled } },
});

/** WCAG 2.5.8 (24 px) for `md`; 44 px, the touch size, for `lg`. */
export const sizes = {
  md: style({ minHeight: '1.5rem', minWidth: '1.5rem' }),
  // A box without a label sits in the middle of its 44 px; with a label the row keeps the size
  // of its content, so a column of them lines up at the start (in a stretching group the
  // centred rows zigzagged, owner trial 8).
  lg: style({
    minHeight: '2.75rem',
    minWidth: '2.75rem',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    justifySelf: 'start',
  }),
};

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.transitionFast}`,
});

globalStyle(`${root}[data-selected] ${box}, ${root}[data-indeterminate] ${box}`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
});
globalStyle(`${root}[data-invalid] ${box}`, { borderColor: vars.color.danger });
globalStyle(`${root}[data-focus-visible] ${box}`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(`${root}[data-pressed] ${box}`, { borderColor: vars.color.primaryHover });
// Disabled: the neutral disabled colours, never a faded green that reads as changeable (issue 20).
globalStyle(`${root}[data-disabled] ${box}`, { borderColor: vars.color.onDisabled });
globalStyle(
  `${root}[data-disabled][data-selected] ${box}, ${root}[data-disabled][data-indeterminate] ${box}`,
  { background: vars.color.onDisabled, borderColor: vars.color.onDisabled },
);
// Windows high contrast: the checked state must not rely on a background colour alone.
globalStyle(`${root}[data-selected] ${box}, ${root}[data-indeterminate] ${box}`, {
  '@media': { '(forced-colors: active)': { background: 'Highlight', color: 'HighlightText' } },
});
globalStyle(`${root}[data-focus-visible] ${box}`, {
  '@media': { '(forced-colors: active)': { outlineColor: 'Highlight' } },
});

/** The text beside the box: one flex item, so a required mark follows its last word. */
export const label = style({ minWidth: 0 });

// A required checkbox (accepting the terms) in a form that explains the asterisk (field/field.tsx).
globalStyle(`:has(> ${requiredNote}) ${root}[data-required] > ${label}::after`, requiredMark);
