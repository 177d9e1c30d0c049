import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { typography } from '../tokens/typography';
import { requiredMark, requiredNote } from './required.css';

/** Shared look of every form field, so text, number, search, select and combo box line up. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({
  ...typography.label,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.errorText });

globalStyle(`:has(> ${requiredNote}) ${field}[data-required] > ${label}::after`, requiredMark);

const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '1px',
} as const;

/** The bordered box around an input and its buttons (number steppers, show password…). */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&[data-disabled]': { opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-within]': { outlineColor: 'Highlight' } },
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    // Search inputs draw their own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A standalone input with its own border (text field, text area). */
export const standaloneInput = style([
  input,
  {
    minHeight: '2.5rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    selectors: {
      '&[data-focus-visible], &[data-focused]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: 2 },
      '&[data-disabled]': { opacity: 0.6 },
      // Read-only (a customer number) looks it: no input box to type into (designer review 6).
      '&[readonly]': { background: vars.color.surface, borderStyle: 'dashed' },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-focused]': { outlineColor: 'Highlight' } },
      },
    },
  },
]);

/** Small square buttons inside a field group. */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: '2.5rem',
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.selected },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
