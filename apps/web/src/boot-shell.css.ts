import { layout, mediaDown, mediaUp, vars } from '@locperf/ui/tokens';
import { fallbackVar, globalStyle } from '@vanilla-extract/css';

/*
 * The boot shell (issue 14, paint first): static markup in index.html, so a signed-in page or
 * the demo paints the frame of the shell with the document, before any script has run. Global
 * class names, because index.html is written by hand; the geometry follows the real shell
 * (routes/root-layout.css.ts, the header of @locperf/features). The theme's variables are set
 * by the colour-mode script before the first paint; without it the system colours apply.
 */
const background = fallbackVar(vars.color.background, 'Canvas');
const text = fallbackVar(vars.color.text, 'CanvasText');
const border = fallbackVar(vars.color.border, 'GrayText');

globalStyle('.boot-shell', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background,
  color: text,
  fontFamily: fallbackVar(vars.font.body, 'system-ui, sans-serif'),
});

// The header's boxes as @locperf/features' header lays them out (header.css.ts): the menu
// button's place below lg, the logo's mark and name a small gap apart, the tagline under the
// name from sm (owner trial 13: the name moved 40 px when the real header came).
globalStyle('.boot-shell__header', {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: layout.header,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${border}`,
  '@media': { [mediaDown('sm')]: { paddingInline: vars.space.md, gap: vars.space.sm } },
});

// The icon button's 2.5rem square (@locperf/ui icon-button, md).
globalStyle('.boot-shell__menu', {
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

globalStyle('.boot-shell__logo', {
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.sm,
});

globalStyle('.boot-shell__mark', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: fallbackVar(vars.color.primary, 'CanvasText'),
  color: fallbackVar(vars.color.onPrimary, 'Canvas'),
  fontWeight: 700,
});

globalStyle('.boot-shell__brand', { display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

globalStyle('.boot-shell__name', { fontWeight: 700, whiteSpace: 'nowrap' });

globalStyle('.boot-shell__tagline', {
  fontSize: vars.font.size.xs,
  color: fallbackVar(vars.color.textMuted, 'GrayText'),
  '@media': { [mediaDown('sm')]: { display: 'none' } },
});

globalStyle('.boot-shell__body', { display: 'flex', flex: 1, minWidth: 0 });

// The permanent side navigation's width from lg up (viewport.ts, isSmallScreen); below, a drawer.
globalStyle('.boot-shell__nav', {
  display: 'none',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: vars.layout.sidenavOpen,
  borderInlineEnd: `1px solid ${border}`,
  '@media': { [mediaUp('lg')]: { display: 'block' } },
});

globalStyle('.boot-shell__main', {
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '64rem',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [mediaDown('sm')]: { padding: vars.space.md } },
});

// The page heading's place: a bar of the h1's height.
globalStyle('.boot-shell__heading', {
  height: '2.25rem',
  width: 'min(20rem, 70%)',
  borderRadius: vars.radius.md,
  background: border,
  opacity: 0.25,
});
