export { darkTheme, lightTheme } from './theme.css';
export { brand, darkPalette, lightPalette } from './palette';
export type { Palette } from './palette';
