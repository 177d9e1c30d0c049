import { vars } from '@locperf/ui/tokens';
import { style } from '@vanilla-extract/css';

/** Fills the window like the shell does, so the page that replaces it does not jump. */
export const loading = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
