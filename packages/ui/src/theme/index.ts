export { darkTheme, lightTheme, vars } from './theme.css';
export { brand, darkPalette, lightPalette } from './palette';
export type { Palette } from './palette';
