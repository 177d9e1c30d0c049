import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './field.css';

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

export { styles as fieldStyles };
