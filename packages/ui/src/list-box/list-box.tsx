import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  type Key,
  type ListBoxRenderProps,
  type Selection,
} from 'react-aria-components';
import { CheckIcon } from '../icon/icons';
import * as styles from './list-box.css';

/** Props of {@link ListBox}. */
export interface ListBoxProps<T extends object> extends Pick<
  AriaListBoxProps<T>,
  | 'items'
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'onAction'
  | 'disabledKeys'
  | 'renderEmptyState'
  | 'aria-label'
  | 'aria-labelledby'
> {
  /** Options as data; render each with `children`. @default undefined */
  items?: Iterable<T>;
  /** `ListBoxItem`s, or a function rendering one per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** `none` only shows the items, `single` lets one be picked, `multiple` several. @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The `id`s of the selected options (or `'all'`), when the parent owns the state (with `onSelectionChange`). */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The `id`s of the options selected first, when it owns its state. */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** Called with the new selection: a set of `id`s, or `'all'`. */
  onSelectionChange?: (keys: Selection) => void;
  /** Called with an option's `id` when the user activates it (Enter, or a click when nothing is selectable). */
  onAction?: (key: Key) => void;
  /** The `id`s of options that cannot be selected or acted on; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The id of a visible element that names it (a heading above it), instead of `aria-label`. */
  'aria-labelledby'?: string;
  /** What to show when there are no options, e.g. "No results". @default undefined */
  renderEmptyState?: (props: ListBoxRenderProps) => ReactNode;
}

/** A list of options, alone or inside a select or combo box; arrow keys and type-ahead move. */
export function ListBox<T extends object>(props: ListBoxProps<T>) {
  return <AriaListBox {...props} className={styles.list} />;
}

/** Props of {@link ListBoxItem}. */
export interface ListBoxItemProps extends Pick<
  AriaListBoxItemProps,
  'id' | 'value' | 'textValue' | 'isDisabled' | 'href' | 'aria-label'
> {
  /** Content; pass `textValue` when it is not plain text (type-ahead uses it). */
  children: ReactNode;
}

/** One option; a check mark shows when selected. */
export function ListBoxItem({ children, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={styles.item}>
      {({ isSelected }) => (
        <>
          {children}
          {isSelected ? (
            <span className={styles.check}>
              <CheckIcon size="sm" />
            </span>
          ) : null}
        </>
      )}
    </AriaListBoxItem>
  );
}
