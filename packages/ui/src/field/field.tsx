import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './field.css';
import { requiredNote } from './required.css';

/** Texts every field shows around its input; all come in translated (ui holds no catalogue). */
export interface FieldTextProps {
  /** Visible label. */
  label?: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. @default undefined */
  description?: ReactNode;
  /**
   * Error text, shown when the field is invalid: a string, or a function of react-aria's
   * validation result (e.g. to map native validity to a translated
   * message). @default undefined (the browser's native message)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** The label, description and error of a field; rendered inside a react-aria field. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <AriaLabel className={styles.label}>{children}</AriaLabel>;
}

/** Help text and error of a field. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
    </>
  );
}

/**
 * Explains the asterisk at the top of a form, e.g. "Fields marked * are required." (WCAG 3.3.2).
 * Put it in the form as a direct child: the required fields of that form (`isRequired`) then show
 * an asterisk after their label, seen but not read (their input is `aria-required`). A form whose
 * every field is plainly needed, such as signing in, leaves it out and shows no marks.
 */
export function RequiredFieldsNote({ children }: { children: ReactNode }) {
  return <p className={requiredNote}>{children}</p>;
}

export { styles as fieldStyles };
