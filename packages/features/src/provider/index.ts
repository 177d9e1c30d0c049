export { LocperfProvider } from './locperf-provider';
export type { LocperfAuth, LocperfProviderProps } from './locperf-provider';
export { loadLocperfMessages, locperfLocales, resolveLocperfLocale } from './messages';
export type { LocperfLocale, LocperfMessages } from './messages';
