import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

const edgeShadow = `color-mix(in srgb, ${vars.color.text} 22%, transparent)`;

/** The covers and the held column take the colour of what the box sits on. */
const covered = (background: string) => ({
  background: [
    // Covers that scroll with the content hide the shadows at either end (attachment local
    // against scroll): a shadow shows only where columns are out of sight.
    `linear-gradient(to right, ${background} 30%, transparent) left / 2rem 100% no-repeat local`,
    `linear-gradient(to left, ${background} 30%, transparent) right / 2rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${edgeShadow}, transparent) left / 0.75rem 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${edgeShadow}, transparent) right / 0.75rem 100% no-repeat scroll`,
  ].join(', '),
});

export const scroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const surfaces = styleVariants({
  surface: covered(vars.color.surface),
  background: covered(vars.color.background),
});

export const held = styleVariants({
  surface: {},
  background: {},
});

for (const [surface, color] of [
  ['surface', vars.color.surface],
  ['background', vars.color.background],
] as const) {
  globalStyle(`${held[surface]} :is(th, td):first-child`, {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    background: color,
    boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  });
}
