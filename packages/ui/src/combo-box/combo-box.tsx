import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { ChevronDownIcon } from '../icon/icons';
import { ListBox } from '../list-box/list-box';
import { popover } from '../popover/popover.css';
import { useContentLang } from '../theme/content-lang';
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
  /** The `id` of the selected option, when the parent owns the state (with `onChange`). */
  value?: Key | null;
  /** The `id` of the option selected first, when the combo box owns its state. @default null (none) */
  defaultValue?: Key | null;
  /** Called with the `id` of the option the user picked, or `null` when the text no longer matches one. */
  onChange?: (value: Key | null) => void;
  /** The typed text, when the parent owns it (with `onInputChange`), e.g. to load matches from a server. */
  inputValue?: string;
  /** The text it starts with, when the combo box owns it. @default '' */
  defaultInputValue?: string;
  /** Called with the typed text on every change. */
  onInputChange?: (value: string) => void;
  /** Lets the user keep text that matches no option (a free entry with suggestions). @default false */
  allowsCustomValue?: boolean;
  /** When the list opens: `input` while typing, `focus` as soon as the field is focused, `manual` only with the arrow keys or the button. @default 'input' */
  menuTrigger?: 'focus' | 'input' | 'manual';
  /** The form field name it is submitted under. */
  name?: string;
  /** An option (or text, with `allowsCustomValue`) is needed before the form is sent. @default false */
  isRequired?: boolean;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the picked option (`value`) and typed text (`inputValue`) and returns an error message (or
   * `true`/`null` when they are fine). Shown with the field like a native error.
   */
  validate?: (value: {
    value: Key | null;
    inputValue: string;
  }) => string | string[] | true | null | undefined;
  /**
   * `native` blocks sending the form and shows errors like the browser would; `aria` only marks the
   * field invalid and lets the form be sent. Inside a `Form`, the form's setting
   * applies. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** The `id`s of options that cannot be selected or acted on; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** How options match the typed text, e.g. "starts with" instead of "contains". @default contains, ignoring case and accents */
  defaultFilter?: (textValue: string, inputValue: string) => boolean;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
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
  const lang = useContentLang();
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
      <Popover lang={lang} className={`${themeClass} ${popover}`}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
