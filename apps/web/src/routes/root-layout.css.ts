import { layout, mediaDown, mediaUp, vars, visuallyHiddenRule } from '@locperf/ui/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { CONSENT_GIVEN_ATTRIBUTE } from '../shell/consent-given';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // WCAG 1.4.10 at 320 px: long German words hyphenate where the browser knows the language,
  // and break anywhere as a last resort rather than push the page sideways.
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

export const body = style({ display: 'flex', flex: 1, minWidth: 0 });

/**
 * Signed in, the page's data arrives after the first paint and the content grows: a footer on
 * the first screen was pushed down each time (CLS on `/`, /reviews and /insights, issue 14), so
 * it starts below the fold.
 */
export const bodyBelowFold = style({ minHeight: '100vh' });

/** Signed in: from lg up the permanent side navigation sits beside the page. */
export const pageSignedIn = style({});

// The permanent side navigation stays in view while a long page scrolls: it used to end after
// its last item, leaving a blank column beside the review list (German owner trial). It sticks
// below the header and is the window's height less the header's, so all of it shows: at the
// window's full height below the header, dark mode, minimise and sign-out sat below the fold,
// and tabbing to them scrolled the page, cutting the header off (owner trial 7). Its links
// scroll inside it (side-nav.css.ts). At scroll 0 this is the boot shell's geometry.
globalStyle(`${body} > nav`, {
  position: 'sticky',
  top: layout.header,
  alignSelf: 'flex-start',
  height: `calc(100vh - ${layout.header})`,
});

// ...so the header sticks too, above the page's own sticky parts (z-index 1: a table's first
// column, the bulk bar); otherwise the navigation would end a header's height short of the
// window's bottom once the page scrolls.
globalStyle(`${pageSignedIn} > header`, {
  '@media': { [mediaUp('lg')]: { position: 'sticky', top: 0, zIndex: 2 } },
});

// WCAG 2.4.11: what the keyboard focuses in the page, or a link's hash scrolls to, stops below
// the sticky header instead of under it. A margin on the page's elements, not the document's
// scroll padding: with that, focusing the header's own links scrolled a long page back to its top.
// The navigation's too: at the end of a long page the footer pushes it up, its first links under
// the header, and focus on them scrolls the page back by as much. A little room besides, so a
// focused control does not touch the header's edge (nor, a fraction of a pixel, go under it).
globalStyle(
  `${pageSignedIn} :is(main, footer), ${pageSignedIn} :is(main, footer) *, ${body} > nav *`,
  {
    '@media': { [mediaUp('lg')]: { scrollMarginTop: `calc(${layout.header} + ${vars.space.sm})` } },
  },
);

/** Holds the permanent side navigation's width while its chunk loads, so nothing shifts. */
export const sideNavPlaceholder = styleVariants({
  open: { flexShrink: 0, width: vars.layout.sidenavOpen },
  minimized: { flexShrink: 0, width: vars.layout.sidenavHalf },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  width: '100%',
  // Spec section 9: the container is max-w-5xl (64rem).
  maxWidth: '64rem',
  margin: '0 auto',
  padding: vars.space.lg,
  // Focused by the skip link only; the focus ring belongs to controls, not the whole page.
  outline: 'none',
  '@media': { [mediaDown('sm')]: { padding: vars.space.md } },
});

// The app owns the whole page, so it may style the document itself; widgets never do.
globalStyle('body', { margin: 0, background: vars.color.background });

// What react-aria would inject inline (see index.html): let pressables keep panning and zooming.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });

/** In the accessibility tree, not on screen (the route announcer, the skip link at rest). */
export const visuallyHidden = style(visuallyHiddenRule);

/** WCAG 2.4.1: the first focusable element; shows when focused. */
export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: vars.space.sm,
        insetInlineStart: vars.space.sm,
        zIndex: vars.zIndex.toast,
        width: 'auto',
        height: 'auto',
        margin: 0,
        padding: `${vars.space.sm} ${vars.space.md}`,
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
        borderRadius: vars.radius.md,
        background: vars.color.background,
        color: vars.color.primaryText,
        fontWeight: 600,
        outline: `3px solid ${vars.color.focusRing}`,
      },
    },
  },
]);

// WCAG 1.4.10: a heading that is one long word ("Datenschutzerklärung", "Benachrichtigungen" at
// 320 px) may break inside the word rather than widen its container; `anywhere` (unlike
// `break-word`) also lets flex and grid parents shrink below the word's width.
globalStyle(`${main} :is(h1, h2, h3)`, { overflowWrap: 'anywhere', hyphens: 'auto' });
// A page title scales with a phone's width, so a long German word ("Rechnungsempfänger",
// "Benachrichtigungen") fits whole at 320 px instead of breaking before its last letter.
globalStyle(`${main} h1`, { fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2rem)', lineHeight: 1.2 });

/** Holds the cookie banner; hidden while a returning visitor's prerendered page hydrates. */
export const cookieBannerSlot = style({});
globalStyle(`html[${CONSENT_GIVEN_ATTRIBUTE}] ${cookieBannerSlot}`, { display: 'none' });
