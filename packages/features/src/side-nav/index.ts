export { SideNav, sideNavLinks, sideNavVariants } from './side-nav';
export type { SideNavPointerType, SideNavProps, SideNavVariant } from './side-nav';
