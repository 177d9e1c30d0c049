export {
  EmbedProvider,
  embedColorModes,
  embedConsentModes,
  embedLocales,
  useEmbed,
} from './embed-provider';
export type {
  EmbedColorMode,
  EmbedConsentMode,
  EmbedLocale,
  EmbedProviderProps,
} from './embed-provider';
