import { Alert } from '@locperf/ui/alert';
import type { FormMessage, SchemaForm } from './use-schema-form';
import { useFormMessage } from './messages';

/** The form-level error of a form, as an alert that screen readers announce. */
export function FormErrorAlert({ error }: { error: FormMessage | null }) {
  const t = useFormMessage();
  return error ? <Alert type="error">{t(error)}</Alert> : null;
}

/**
 * Props wiring a text field to a schema form: controlled value, change, invalid state and the
 * translated error message.
 */
export function useTextFieldProps<T extends Record<string, string | boolean | undefined>>(
  form: SchemaForm<T>,
) {
  const t = useFormMessage();
  return <K extends keyof T & string>(name: K) => {
    const error = form.errors[name];
    return {
      name,
      value: String(form.values[name] ?? ''),
      onChange: (value: string) => form.setValue(name, value as T[K]),
      isInvalid: error !== undefined,
      errorMessage: t(error),
    };
  };
}
