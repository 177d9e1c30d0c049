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
import { useContentLang } from '../theme/content-lang';
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
  /** The `id` of the selected option, when the parent owns the state (with `onChange`). */
  value?: Key | null;
  /** The `id` of the option selected first, when the select owns its state. @default null (none) */
  defaultValue?: Key | null;
  /** Called with the `id` of the option the user picked. */
  onChange?: (value: Key | null) => void;
  /** The form field name it is submitted under. */
  name?: string;
  /** An option must be picked before the form is sent. @default false */
  isRequired?: boolean;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the picked option and returns an error message (or `true`/`null` when it is fine). Shown with
   * the field like a native error.
   */
  validate?: (value: Key) => string | string[] | true | null | undefined;
  /**
   * `native` blocks sending the form and shows errors like the browser would; `aria` only marks the
   * field invalid and lets the form be sent. Inside a `Form`, the form's setting
   * applies. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** The `id`s of options that cannot be selected or acted on; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** Whether the list is open, when the parent owns the state (with `onOpenChange`). */
  isOpen?: boolean;
  /** Called with the new open state when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
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
  const lang = useContentLang();
  return (
    <AriaSelect {...props} placeholder={placeholder} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Button className={`${styles.trigger} ${styles.invalid}`}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover lang={lang} className={`${themeClass} ${popover}`}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type { Key };
