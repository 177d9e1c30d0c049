export { clearDraft, DRAFT_PREFIX, readDraft, writeDraft } from './drafts';
export { FormErrorAlert, FormSubmit, RequiredNote, useTextFieldProps } from './form-parts';
export * as formStyles from './forms.css';
export { formMessages, useFormMessage } from './messages';
export { PasswordChecklist } from './password-checklist';
export type { PasswordChecklistProps } from './password-checklist';
export { submitErrorMessage, useSchemaForm, VALIDATION_DEBOUNCE_MS } from './use-schema-form';
export type { FormMessage, SchemaForm, UseSchemaFormOptions } from './use-schema-form';
export { LanguageRadios } from './language-radios';
export type { LanguageRadiosProps } from './language-radios';
export {
  EmailField,
  NewPasswordFields,
  PersonFields,
  SignInPasswordField,
  usePasswordToggleLabels,
} from './field-groups';
export type { EmailFieldProps, NewPasswordFieldsProps } from './field-groups';
export { UnsavedChangesDialog, useReportDirty } from './unsaved-changes';
export { useFocusReturn } from './use-focus-return';
export type { UnsavedChangesDialogProps } from './unsaved-changes';
export { forgetSignedInData } from './signed-in-data';
