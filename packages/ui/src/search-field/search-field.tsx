import {
  Button,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { SearchIcon, XIcon } from '../icon/icons';
import * as styles from './search-field.css';

/** Props of {@link SearchField}. */
export interface SearchFieldProps
  extends
    FieldTextProps,
    Pick<
      AriaSearchFieldProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onSubmit'
      | 'onClear'
      | 'name'
      | 'isDisabled'
      | 'autoFocus'
      | 'id'
      | 'aria-label'
    > {
  /** The search text, when the parent owns the state (with `onChange`). */
  value?: string;
  /** The search text it starts with, when the field owns its state. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change (for search as you type). */
  onChange?: (value: string) => void;
  /** Called with the text when the user presses Enter. */
  onSubmit?: (value: string) => void;
  /** Called when the text is cleared with the × button or Escape. */
  onClear?: () => void;
  /** The form field name it is submitted under. */
  name?: string;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Placeholder. @default undefined */
  placeholder?: string;
}

/**
 * A search input: Enter submits, Escape clears. The clear button's name ("Clear search") comes
 * localised from react-aria.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={`${fieldStyles.field} ${styles.root}`}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={fieldStyles.group}>
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <Input placeholder={placeholder} className={fieldStyles.input} />
        <Button className={`${fieldStyles.groupButton} ${styles.clear}`}>
          <XIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
