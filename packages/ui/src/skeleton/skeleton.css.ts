import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.border,
  opacity: 0.35,
  '@media': {
    // Spec section 9 / issue 4: no motion under prefers-reduced-motion.
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.5s ease-in-out infinite` },
  },
});

export const shapes = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, width: '100%' },
  /**
   * A line of text in its own line box: 1lh tall, as the text it stands for, with the 1em bar in
   * the middle (padding, background on the content box only). Block margins would collapse
   * between two lines; padding does not, so a paragraph of lines is as tall as the paragraph.
   */
  line: {
    boxSizing: 'border-box',
    height: '1lh',
    paddingBlock: 'calc((1lh - 1em) / 2)',
    backgroundClip: 'content-box',
    borderRadius: vars.radius.sm,
    width: '100%',
  },
  rect: { height: '6rem', borderRadius: vars.radius.md, width: '100%' },
  circle: { width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.full },
});
