import type { ReactNode } from 'react';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
  type Key,
  type Selection,
} from 'react-aria-components';
import { Checkbox } from '../checkbox/checkbox';
import * as styles from './grid-list.css';

/** Props of {@link GridList}. */
export interface GridListProps<T extends object> extends Pick<
  AriaGridListProps<T>,
  | 'items'
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'onAction'
  | 'aria-label'
  | 'aria-labelledby'
> {
  /** Items as data; render each with `children`. @default undefined */
  items?: Iterable<T>;
  /** `GridListItem`s, or a function rendering one per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** `none` only shows the items, `single` lets one be picked, `multiple` several. @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The `id`s of the selected items (or `'all'`), when the parent owns the state (with `onSelectionChange`). */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The `id`s of the items selected first, when it owns its state. */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** Called with the new selection: a set of `id`s, or `'all'`. */
  onSelectionChange?: (keys: Selection) => void;
  /** Called with an item's `id` when the user activates it (Enter, or a click when nothing is selectable). */
  onAction?: (key: Key) => void;
  /** The `id`s of items that cannot be selected or acted on; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The id of a visible element that names it (a heading above it), instead of `aria-label`. */
  'aria-labelledby'?: string;
  /** What to show when empty. @default undefined */
  emptyState?: ReactNode;
}

/**
 * A list whose items can hold buttons and links (cart lines, locations): arrow keys move between
 * items, Tab reaches the controls inside, Space selects.
 */
export function GridList<T extends object>({ emptyState, ...props }: GridListProps<T>) {
  return (
    <AriaGridList
      {...props}
      selectionBehavior="toggle"
      className={styles.list}
      renderEmptyState={
        emptyState ? () => <div className={styles.empty}>{emptyState}</div> : undefined
      }
    />
  );
}

/** Props of {@link GridListItem}. */
export interface GridListItemProps extends Pick<
  AriaGridListItemProps,
  'id' | 'textValue' | 'isDisabled' | 'href' | 'onAction'
> {
  /** Content. */
  children: ReactNode;
}

/** One item; shows a checkbox for multiple selection. */
export function GridListItem({ children, ...props }: GridListItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaGridListItem {...props} textValue={textValue} className={styles.item}>
      {({ selectionMode }) => (
        <>
          {selectionMode === 'multiple' ? <Checkbox slot="selection" /> : null}
          {children}
        </>
      )}
    </AriaGridListItem>
  );
}
