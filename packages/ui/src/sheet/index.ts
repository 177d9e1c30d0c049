export { Sheet, sheetPlacements } from './sheet';
export type { SheetPlacement, SheetProps } from './sheet';
