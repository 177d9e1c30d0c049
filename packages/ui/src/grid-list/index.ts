export { GridList, GridListItem } from './grid-list';
export type { GridListItemProps, GridListProps } from './grid-list';
