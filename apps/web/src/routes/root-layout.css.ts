import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@locperf/ui/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const main = style({
  flex: 1,
  boxSizing: 'border-box',
  width: '100%',
  // Spec section 9: the container is max-w-5xl (64rem).
  maxWidth: '64rem',
  margin: '0 auto',
  padding: vars.space.lg,
});

// What react-aria would inject inline (see index.html): let pressables keep panning and zooming.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
