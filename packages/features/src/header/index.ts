export { Header, headerLocales } from './header';
export type { HeaderLocale, HeaderProps } from './header';
