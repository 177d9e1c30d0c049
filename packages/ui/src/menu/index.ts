export { Menu, MenuItem, MenuSeparator } from './menu';
export type { Key, MenuItemProps, MenuProps } from './menu';
