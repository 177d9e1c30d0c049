import { style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

/**
 * The note that explains the asterisk ({@link RequiredFieldsNote}). While a container holds one
 * as a direct child, the labels of its required fields (react-aria's `data-required`) show the
 * asterisk; without it they show nothing extra (a sign-in form needs no marks).
 */
export const requiredNote = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/**
 * The mark itself: generated content with an empty alternative text (`/ ""`), so it is seen, not
 * read; the input's `aria-required` tells a screen reader instead. The first value is the
 * fallback for browsers without the alternative-text syntax.
 */
export const requiredMark: GlobalStyleRule = {
  content: ['"\\00a0*"', '"\\00a0*" / ""'],
  color: vars.color.errorText,
  fontWeight: vars.font.weight.semibold,
};
