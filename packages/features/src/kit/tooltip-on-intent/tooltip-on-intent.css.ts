import { style } from '@vanilla-extract/css';

/** Listens for the intent without a box of its own: the trigger keeps its layout. */
export const wrapper = style({ display: 'contents' });
