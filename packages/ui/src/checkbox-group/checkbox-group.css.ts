import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: vars.space.md },
});
