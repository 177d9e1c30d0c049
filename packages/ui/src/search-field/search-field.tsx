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
