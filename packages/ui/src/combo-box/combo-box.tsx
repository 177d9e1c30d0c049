import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { ChevronDownIcon } from '../icon/icons';
import { ListBox } from '../list-box/list-box';
import { popover } from '../popover/popover.css';
import { useThemeClass } from '../theme/theme-context';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object>
  extends
    FieldTextProps,
    Pick<
      AriaComboBoxProps<T>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'inputValue'
      | 'defaultInputValue'
      | 'onInputChange'
      | 'allowsCustomValue'
      | 'menuTrigger'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'disabledKeys'
      | 'defaultFilter'
      | 'autoFocus'
      | 'id'
      | 'aria-label'
    > {
  /** Placeholder. @default undefined */
  placeholder?: string;
  /** Options as data; filtered by the typed text unless controlled. @default undefined */
  items?: Iterable<T>;
  /** `ListBoxItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input with a filtered list of suggestions (e.g. country, timezone). The toggle
 * button's name comes localised from react-aria.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  ...props
}: ComboBoxProps<T>) {
  const themeClass = useThemeClass();
  return (
    <AriaComboBox {...props} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={fieldStyles.group}>
        <Input placeholder={placeholder} className={fieldStyles.input} />
        <Button className={fieldStyles.groupButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${themeClass} ${popover}`}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
