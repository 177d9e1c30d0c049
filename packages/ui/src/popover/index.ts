export { Popover, popoverPlacements } from './popover';
export type { PopoverPlacement, PopoverProps } from './popover';
