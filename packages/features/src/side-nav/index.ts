export { SideNav, sideNavLinks, sideNavVariants } from './side-nav';
export type { SideNavProps, SideNavVariant } from './side-nav';
