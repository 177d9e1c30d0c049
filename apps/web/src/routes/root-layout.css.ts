import { vars } from '@locperf/ui/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const body = style({ display: 'flex', flex: 1, minWidth: 0 });

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
});

// The app owns the whole page, so it may style the document itself; widgets never do.
globalStyle('body', { margin: 0, background: vars.color.background });

// What react-aria would inject inline (see index.html): let pressables keep panning and zooming.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
