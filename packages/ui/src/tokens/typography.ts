import { vars } from './tokens.css';

/**
 * The type hierarchy: named text styles built from the font tokens, to spread into a
 * vanilla-extract `style()`. Headings, labels and actions differ in size, line height, spacing
 * and case as well as weight, so a section heading never reads like a card title or a button.
 */
export const typography = {
  /** Page title (the h1 of a page). */
  display: {
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.tight,
  },
  /** Dialog and section titles (h2). */
  title: {
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.tight,
  },
  /** Card and group headings (h3). */
  heading: {
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: vars.font.letterSpacing.normal,
  },
  /** Running text. */
  body: {
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.normal,
    letterSpacing: vars.font.letterSpacing.normal,
  },
  /** Field labels, table column headers: smaller than body, medium weight. */
  label: {
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: vars.font.letterSpacing.normal,
  },
  /** Buttons and other actions: semibold on a tight line, sized by the control. */
  action: {
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.normal,
  },
  /** Help texts, captions, meta data. */
  caption: {
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: vars.font.letterSpacing.normal,
  },
  /** The small uppercase line above a title (an error page's "Error"). */
  eyebrow: {
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
  },
} as const;

/** The text style names, largest first, for docs and stories. */
export const typographyNames = Object.keys(typography) as Array<keyof typeof typography>;
export type TypographyName = keyof typeof typography;
