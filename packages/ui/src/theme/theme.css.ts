import { createTheme } from '@vanilla-extract/css';
import { vars } from '../tokens/tokens.css';
import { darkPalette, lightPalette } from './palette';

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem' },
  },
  radius: { sm: '0.25rem', md: '0.5rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem' },
  transition: '500ms',
};

/** Class applying the light theme to a subtree. */
export const lightTheme = createTheme(vars, { ...shared, color: lightPalette });
/** Class applying the dark theme to a subtree. */
export const darkTheme = createTheme(vars, { ...shared, color: darkPalette });
