import type { ReactNode } from 'react';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
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
