import type { ReactNode } from 'react';
import {
  Button,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { ChevronDownIcon } from '../icon/icons';
import { ListBox } from '../list-box/list-box';
import { popover } from '../popover/popover.css';
import * as styles from './select.css';
import { useThemeClass } from '../theme/theme-context';

/** Props of {@link Select}. */
export interface SelectProps<T extends object>
  extends
    FieldTextProps,
    Pick<
      AriaSelectProps<T>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'disabledKeys'
      | 'isOpen'
      | 'onOpenChange'
      | 'autoFocus'
      | 'id'
      | 'aria-label'
    > {
  /** Placeholder shown while nothing is selected. @default undefined (react-aria's localised "Select an item") */
  placeholder?: string;
  /** Options as data; render each with `children`. @default undefined */
  items?: Iterable<T>;
  /** `ListBoxItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A single-choice dropdown (e.g. locale, country); arrows, type-ahead and Enter work. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  ...props
}: SelectProps<T>) {
  const themeClass = useThemeClass();
  return (
    <AriaSelect {...props} placeholder={placeholder} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Button className={`${styles.trigger} ${styles.invalid}`}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${themeClass} ${popover}`}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type { Key };
