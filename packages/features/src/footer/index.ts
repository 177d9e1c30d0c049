export { COPYRIGHT_YEAR, Footer, footerLinks } from './footer';
export type { FooterProps } from './footer';
