import { HttpError, NetworkError, ValidationError } from '@locperf/api/client';
import { formViolations } from '@locperf/api/forms';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { clearDraft, readDraft, writeDraft } from './drafts';

/** Spec section 5: field validation is debounced by 300 ms. */
export const VALIDATION_DEBOUNCE_MS = 300;

/** A message key with its ICU params, translated where it is shown. */
export interface FormMessage {
  key: string;
  params?: Record<string, unknown>;
}

type FormValues = Record<string, string | boolean | undefined>;

/** Options of {@link useSchemaForm}. */
export interface UseSchemaFormOptions<T extends FormValues> {
  /** The form's zod schema from `@locperf/api` (the mock backend answers 422 with the same rules). */
  schema: z.ZodMiniType;
  /** Values the form starts with (loaded data, or empty strings). */
  initialValues: T;
  /** Session-storage key of the draft, for the long forms: typed values survive a reload until a successful save. */
  draftKey?: string;
  /** Fields never stored in the draft (passwords). */
  draftExclude?: readonly (keyof T & string)[];
  /** Values to show after a successful submit (a password form empties itself). @default the submitted values */
  resetOnSuccess?: T;
  /** Sends the values; throw the api error on failure. The values stay as typed either way. */
  onSubmit: (values: T) => Promise<void>;
}

/** What {@link useSchemaForm} returns. */
export interface SchemaForm<T extends FormValues> {
  values: T;
  /** Sets a field and validates it 300 ms after the last keystroke. */
  setValue: <K extends keyof T & string>(name: K, value: T[K]) => void;
  /** Field errors shown now, by field name. */
  errors: Partial<Record<keyof T & string, FormMessage>>;
  /** An error of the whole form (server error, network failure, throttling, form-wide violation). */
  formError: FormMessage | null;
  submitting: boolean;
  /** True after a successful submit, until the next change. */
  succeeded: boolean;
  /** The `onSubmit` of a `<Form>`: validates everything, focuses the first invalid field, sends. */
  handleSubmit: (values?: unknown, event?: FormEvent<HTMLFormElement>) => void;
  /** Replaces the values (for example once loaded data arrives), keeping no errors. */
  reset: (values: T) => void;
  /** Whether the values differ from the loaded or last saved ones (unsaved changes). */
  dirty: boolean;
}

/** Field errors of a value set under the schema, by field name (first message per field). */
function fieldErrors(schema: z.ZodMiniType, values: FormValues): Record<string, FormMessage> {
  const errors: Record<string, FormMessage> = {};
  for (const v of formViolations(schema, values)) {
    const field = v.propertyPath.split('.')[0] ?? '';
    errors[field] ??= { key: v.key, params: v.params };
  }
  return errors;
}

/** The form-level message for a failed submit that is not a field violation. */
export function submitErrorMessage(error: unknown): FormMessage {
  if (error instanceof NetworkError) return { key: 'form.error.network' };
  if (error instanceof HttpError) {
    if (error.status === 429) return { key: 'auth.too_many_requests' };
    if (error.status === 401) return { key: 'auth.session.expired' };
    return { key: 'form.error.server', params: { status: error.status } };
  }
  return { key: 'form.error.server', params: { status: 0 } };
}

/**
 * Form state for the accounts forms (issue 10, spec section 5): controlled values that are never
 * lost on a failed submit, debounced field validation with the shared zod schema, 422
 * violations mapped onto their fields, and an optional session-storage draft.
 */
export function useSchemaForm<T extends FormValues>({
  schema,
  initialValues,
  draftKey,
  draftExclude = [],
  resetOnSuccess,
  onSubmit,
}: UseSchemaFormOptions<T>): SchemaForm<T> {
  const [values, setValues] = useState<T>(() =>
    draftKey
      ? ({ ...initialValues, ...pick(readDraft(draftKey), initialValues) } as T)
      : initialValues,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof T & string, FormMessage>>>({});
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // What counts as saved: the loaded values, then each successful submit's (or reset's).
  const [baseline, setBaseline] = useState<T>(initialValues);
  const latest = useRef(values);
  const touched = useRef(new Set<string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Server violations stay on their field until that field changes (e.g. "email taken").
  const serverErrors = useRef<Record<string, FormMessage>>({});

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending.values()) clearTimeout(id);
    };
  }, []);

  const validateTouched = useCallback(() => {
    const all = fieldErrors(schema, latest.current);
    setErrors(() => {
      const next: Partial<Record<string, FormMessage>> = {};
      for (const name of touched.current) {
        const error = all[name] ?? serverErrors.current[name];
        if (error) next[name] = error;
      }
      return next as Partial<Record<keyof T & string, FormMessage>>;
    });
  }, [schema]);

  const setValue = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      // Widgets such as the combo box report their value again on blur: not a change.
      if (Object.is(latest.current[name], value)) return;
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setSucceeded(false);
      if (draftKey) writeDraft(draftKey, next, draftExclude);
      touched.current.add(name);
      delete serverErrors.current[name];
      // An error the change fixed goes at once (a zone picked from the list after a typed
      // search); a new error still waits for the pause below, so typing is not scolded.
      setErrors((current) => {
        if (!current[name] || fieldErrors(schema, next)[name]) return current;
        const rest = { ...current };
        delete rest[name];
        return rest;
      });
      // One timer for the whole form: every touched field is re-checked 300 ms after the last
      // change, so the repeat follows the password too.
      const pending = timers.current;
      const old = pending.get('validate');
      if (old) clearTimeout(old);
      pending.set(
        'validate',
        setTimeout(() => {
          pending.delete('validate');
          validateTouched();
        }, VALIDATION_DEBOUNCE_MS),
      );
    },
    [draftKey, draftExclude, schema, validateTouched],
  );

  const reset = useCallback((next: T) => {
    latest.current = next;
    touched.current.clear();
    serverErrors.current = {};
    setValues(next);
    setBaseline(next);
    setErrors({});
    setFormError(null);
  }, []);

  const handleSubmit = useCallback(
    (_values?: unknown, event?: FormEvent<HTMLFormElement>) => {
      const form = event?.currentTarget;
      const current = latest.current;
      for (const name of Object.keys(current)) touched.current.add(name);
      const all = fieldErrors(schema, current);
      setErrors(all as Partial<Record<keyof T & string, FormMessage>>);
      setFormError(null);
      const first = Object.keys(current).find((name) => all[name]);
      if (first) {
        focusFirstInvalid(form, (name) => Boolean(all[name]), first);
        return;
      }
      setSubmitting(true);
      void onSubmit(current)
        .then(() => {
          if (draftKey) clearDraft(draftKey);
          setBaseline(resetOnSuccess ?? current);
          if (resetOnSuccess) {
            latest.current = resetOnSuccess;
            touched.current.clear();
            setValues(resetOnSuccess);
          }
          setSucceeded(true);
        })
        .catch((error: unknown) => {
          if (error instanceof ValidationError) {
            const mapped: Record<string, FormMessage> = {};
            let formWide: FormMessage | null = null;
            for (const v of error.violations) {
              const field = v.propertyPath.split('.')[0] ?? '';
              if (field in current) mapped[field] ??= { key: v.key, params: v.params };
              else formWide ??= { key: v.key, params: v.params };
            }
            serverErrors.current = mapped;
            setErrors(mapped as Partial<Record<keyof T & string, FormMessage>>);
            setFormError(formWide);
            const firstMapped = Object.keys(current).find((name) => mapped[name]);
            if (firstMapped) focusFirstInvalid(form, (name) => name in mapped, firstMapped);
          } else {
            setFormError(submitErrorMessage(error));
          }
        })
        .finally(() => setSubmitting(false));
    },
    [schema, onSubmit, draftKey, resetOnSuccess],
  );

  const dirty = Object.keys(values).some((name) => !Object.is(values[name], baseline[name]));
  return { values, setValue, errors, formError, submitting, succeeded, handleSubmit, reset, dirty };
}

/** Takes from a draft only the fields the form has, with the same value type. */
function pick(draft: Record<string, string | boolean> | null, shape: FormValues): FormValues {
  if (!draft) return {};
  return Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => typeof shape[name] === typeof value),
  );
}

/**
 * Moves focus to the first invalid field in the order the user sees them (the page's order, not
 * the values' key order: the German trial landed on the second field), else to `fallback`.
 */
function focusFirstInvalid(
  form: HTMLFormElement | null | undefined,
  isInvalid: (name: string) => boolean,
  fallback: string,
): void {
  const fields = form ? Array.from(form.querySelectorAll<HTMLElement>('[name]')) : [];
  const target =
    fields.find((field) => isInvalid(field.getAttribute('name') ?? '')) ??
    // Field names are plain identifiers of the form schemas, safe in a selector.
    form?.querySelector<HTMLElement>(`[name="${fallback}"]`);
  target?.focus();
}
