import { useState } from 'react';
import {
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import * as styles from './text-area.css';

/** Props of {@link TextArea}. */
export interface TextAreaProps
  extends
    FieldTextProps,
    Pick<
      AriaTextFieldProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'autoFocus'
      | 'id'
    > {
  /** Longest text; with it the counter shows. @default undefined */
  maxLength?: number;
  /**
   * Formats the counter, e.g. `(n, max) => t('{n} of {max} characters', …)`. The default shows
   * language-neutral digits only.
   * @default (count, max) => `${count}/${max}`
   */
  formatCount?: (count: number, max: number) => string;
  /** Visible rows. @default 4 */
  rows?: number;
  /** Placeholder. @default undefined */
  placeholder?: string;
}

const digits = (count: number, max: number) => `${count}/${max}`;

/** A multi-line text input with an optional character counter linked as its description. */
export function TextArea({
  label,
  description,
  errorMessage,
  maxLength,
  formatCount = digits,
  rows = 4,
  placeholder,
  onChange,
  ...props
}: TextAreaProps) {
  const [count, setCount] = useState(() => String(props.value ?? props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : count;
  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      onChange={(value) => {
        setCount(value.length);
        onChange?.(value);
      }}
      className={fieldStyles.field}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.standaloneInput} ${styles.textArea}`}
      />
      <div className={styles.footer}>
        <FieldHelp description={description} errorMessage={errorMessage} />
        {maxLength !== undefined ? (
          <Text slot="description" className={styles.counter}>
            {formatCount(length, maxLength)}
          </Text>
        ) : null}
      </div>
    </AriaTextField>
  );
}
