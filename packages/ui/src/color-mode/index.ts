export {
  ColorModeProvider,
  colorModePreferences,
  colorModeStorageKey,
  readColorModePreference,
  useColorMode,
} from './color-mode';
export type {
  ColorMode,
  ColorModePreference,
  ColorModeProviderProps,
  ColorModeValue,
} from './color-mode';
