export { TableScroll } from './table-scroll';
export type { TableScrollProps, TableScrollSurface } from './table-scroll';
