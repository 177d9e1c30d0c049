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
  /** Errors from the server by field name, e.g. `{ email: 'Already taken' }`; each shows under its field. @default undefined */
  validationErrors?: Record<string, string | string[]>;
  /**
   * `native` blocks sending while a field is invalid and focuses the first one; `aria` only marks
   * fields invalid and lets the form be sent. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** Where a form without `onSubmit` is sent: a URL, or a function receiving the form data. @default undefined */
  action?: string | ((formData: FormData) => void | Promise<void>);
  /** The HTTP method used with a URL `action`. @default 'get' */
  method?: 'get' | 'post' | 'dialog';
  /** Called when the form is reset (a `type="reset"` button). */
  onReset?: (event: FormEvent<HTMLFormElement>) => void;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The id of a visible element that names it (a heading above it), instead of `aria-label`. */
  'aria-labelledby'?: string;
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
