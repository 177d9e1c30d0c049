export { Menu, MenuItem, MenuPopover, MenuSeparator } from './menu';
export type { Key, MenuItemProps, MenuPopoverProps, MenuProps } from './menu';
