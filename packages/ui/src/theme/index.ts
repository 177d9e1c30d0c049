export { darkTheme, lightTheme } from './theme.css';
export { ThemeClassProvider, useThemeClass } from './theme-context';
export { brand, darkPalette, lightPalette, tones } from './palette';
export type { Palette, Tone } from './palette';
export type { ThemeClassProviderProps } from './theme-context';
