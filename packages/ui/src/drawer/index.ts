export { Drawer, drawerSides } from './drawer';
export type { DrawerProps, DrawerSide } from './drawer';
