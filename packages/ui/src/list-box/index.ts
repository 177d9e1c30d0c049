export { ListBox, ListBoxItem } from './list-box';
export type { ListBoxItemProps, ListBoxProps } from './list-box';
