import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

/**
 * Spec section 9: 16rem open, 5rem half-open, a 500 ms transition. The duration is the theme's
 * token, which the theme sets to 0 under prefers-reduced-motion.
 */
export const nav = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: vars.layout.sidenavOpen,
  height: '100%',
  padding: vars.space.sm,
  overflowX: 'hidden',
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transition: `width ${vars.transition} ease`,
  selectors: { '&[data-collapsed]': { width: vars.layout.sidenavHalf } },
});

/**
 * Inside the drawer the drawer sets the width and pads its content already: a second padding
 * would leave the German labels of a 320 px phone too little room for their longest words
 * ("Benachrichtigungen", "Rechnungsempfänger"), which then broke letters off (issue 19, "Trust in every action").
 */
export const drawerTop = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.xs,
});

export const drawerNav = style({ width: '100%', borderInlineEnd: 0, paddingInline: 0 });

const linksBase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * The links and their groups. Beside the page the navigation is as tall as the window (the app
 * sizes it), so the links scroll inside this box and the account controls below it stay in view:
 * on a 1280 × 800 screen with the German labels, dark mode, minimise and sign-out had sat below
 * the fold, and tabbing to them scrolled the whole page, header and all (owner trial 7). The
 * scroll stops at its ends instead of passing on to the page. Three links' height at least: in a
 * window too short even for that, the whole navigation scrolls as one, as before. In the drawer,
 * the drawer scrolls all of it.
 */
export const links = styleVariants({
  permanent: [
    linksBase,
    {
      flex: '1 1 auto',
      minHeight: '7.5rem',
      overflowX: 'hidden',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      scrollbarWidth: 'thin',
    },
  ],
  drawer: [linksBase],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    // The current page keeps the weight of the others: bold, "Rechnungsempfänger" broke
    // mid-word and the items below moved down a line on each visit (owner trial 6). A bar at
    // the start marks it beside the tint.
    '&[aria-current="page"]': {
      background: vars.color.selected,
      color: vars.color.primaryText,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
  '@media': {
    // Forced colours drop the tint and the bar: the current page is underlined instead.
    '(forced-colors: active)': {
      selectors: { '&[aria-current="page"]': { textDecoration: 'underline' } },
    },
  },
});

/** Icons keep their size while the label collapses. */
export const icon = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

/**
 * A group's icon and name on one line, centred on each other: the disclosure's title slot is an
 * inline span, where the icon would sit on the text's baseline and look lifted.
 */
export const groupTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  textAlign: 'start',
});

/**
 * Long labels ("Language and time zone", "Sprache und Zeitzone") wrap between words. A word that
 * cannot fit (large text settings) is hyphenated where the language allows, leaving at least
 * three letters on each line (issue 19: "Benachrichtigunge-n"), and broken only as a last
 * resort; never clipped. Collapsed, labels leave the layout but stay the links' accessible names.
 */
export const label = style({
  minWidth: 0,
  paddingBlock: vars.space.xs,
  hyphens: 'auto',
  hyphenateLimitChars: '8 3 3',
  overflowWrap: 'break-word',
  selectors: {
    '[data-collapsed] &': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const badgeSlot = style({
  marginInlineStart: 'auto',
  selectors: {
    // Collapsed: the cart badge sits on the icon (spec section 2).
    '[data-collapsed] &': { position: 'absolute', top: 0, insetInlineStart: '1.75rem' },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  selectors: { '[data-collapsed] &': { display: 'none' } },
});

/** Long names wrap onto further lines rather than hide (the drawer is narrow on phones). */
export const organization = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
  },
});

/** An email has no spaces to wrap at: it breaks anywhere, so all of it stays readable. */
export const email = style({
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-collapsed] &': { flexDirection: 'column' } },
});
