export { darkTheme, lightTheme } from './theme.css';
export { brand, darkPalette, lightPalette, tones } from './palette';
export type { Palette, Tone } from './palette';
