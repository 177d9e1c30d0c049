import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const root = style({});

export const icon = style({
  display: 'inline-flex',
  paddingLeft: vars.space.sm,
  color: vars.color.textMuted,
});

export const clear = style({ borderLeft: 'none', background: 'transparent' });

// Nothing to clear: hide the button (react-aria marks the field `data-empty`).
globalStyle(`${root}[data-empty] ${clear}`, { visibility: 'hidden' });
