import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import { CheckIcon } from '../icon/icons';
import * as styles from './list-box.css';

/** Props of {@link ListBox}. */
export type ListBoxProps<T extends object> = Pick<
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
>;

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
