import type { FormEvent, ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './form.css';

/** Props of {@link Form}. */
export interface FormProps extends Pick<
  AriaFormProps,
  | 'validationErrors'
  | 'validationBehavior'
  | 'action'
  | 'method'
  | 'onReset'
  | 'id'
  | 'aria-label'
  | 'aria-labelledby'
> {
  /**
   * Called with the form's values when every field is valid. The native event is passed too,
   * already prevented, so the page never reloads.
   */
  onSubmit?: (
    values: Record<string, FormDataEntryValue>,
    event: FormEvent<HTMLFormElement>,
  ) => void;
  /** Fields and buttons. */
  children: ReactNode;
}

/**
 * A form whose fields show their own errors: native constraints (required, type, length) and
 * server errors passed as `validationErrors` by field name, e.g. `{ email: 'Already taken' }`.
 * Invalid fields block submit and the first one receives focus.
 */
export function Form({ onSubmit, children, validationBehavior = 'native', ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(Object.fromEntries(new FormData(event.currentTarget)), event);
      }}
    >
      {children}
    </AriaForm>
  );
}
