import { useState, type FocusEvent } from 'react';
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
  /** The text, when the parent owns the state (with `onChange`). */
  value?: string;
  /** The text it starts with, when the field owns its state. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Called when the field loses focus (e.g. to check the value then). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The form field name it is submitted under. */
  name?: string;
  /** Must be filled in before the form is sent; a screen reader announces it as required. @default false */
  isRequired?: boolean;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the text and returns an error message (or `true`/`null` when it is fine). Shown with
   * the field like a native error.
   */
  validate?: (value: string) => string | string[] | true | null | undefined;
  /**
   * `native` blocks sending the form and shows errors like the browser would; `aria` only marks the
   * field invalid and lets the form be sent. Inside a `Form`, the form's setting
   * applies. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** Longest text; with it the counter shows. @default undefined */
  maxLength?: number;
  /**
   * Formats the counter, e.g. `(n, max) => t('{n} of {max} characters', …)`. The default shows
   * language-neutral digits only. @default (count, max) => `${count}/${max}`
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
