import { defineMessages, type MessageDescriptor } from 'react-intl';

const declared = defineMessages({
  title: { id: 'replyTemplates.title', defaultMessage: 'Reply templates' },
  intro: {
    id: 'replyTemplates.intro',
    defaultMessage:
      'Texts you use often, per language. Insert them in the reply editor; placeholders are filled from the review.',
  },
  add: { id: 'replyTemplates.add', defaultMessage: 'New template' },
  edit: { id: 'replyTemplates.edit', defaultMessage: 'Edit {name}' },
  editAction: { id: 'replyTemplates.edit.action', defaultMessage: 'Edit' },
  editTitle: { id: 'replyTemplates.edit.title', defaultMessage: 'Edit template' },
  delete: { id: 'replyTemplates.delete', defaultMessage: 'Delete {name}' },
  deleteAction: { id: 'replyTemplates.delete.action', defaultMessage: 'Delete' },
  deleteQuestion: {
    id: 'replyTemplates.delete.question',
    defaultMessage: 'Delete the template {name}? Replies already written with it stay as they are.',
  },
  deleteConfirm: { id: 'replyTemplates.delete.confirm', defaultMessage: 'Delete template' },
  deleting: { id: 'replyTemplates.delete.pending', defaultMessage: 'Deleting…' },
  keep: { id: 'replyTemplates.delete.keep', defaultMessage: 'Keep' },
  deleteFailed: {
    id: 'replyTemplates.delete.failed',
    defaultMessage: 'The template could not be deleted. Please try again.',
  },
  deleted: { id: 'replyTemplates.deleted', defaultMessage: 'Template {name} deleted.' },
  saved: { id: 'replyTemplates.saved', defaultMessage: 'Template {name} saved.' },
  empty: { id: 'replyTemplates.empty', defaultMessage: 'No reply templates yet' },
  emptyHint: {
    id: 'replyTemplates.empty.hint',
    defaultMessage: 'Save a text you write often, such as a thank-you, to insert it in one step.',
  },
  loading: { id: 'replyTemplates.loading', defaultMessage: 'Loading templates…' },
  loadFailed: {
    id: 'replyTemplates.loadFailed',
    defaultMessage: 'The reply templates could not be loaded.',
  },
  retry: { id: 'replyTemplates.retry', defaultMessage: 'Try again' },
  nameWithLanguage: {
    id: 'replyTemplates.nameWithLanguage',
    defaultMessage: '{name} · {language}',
  },
  languageEn: { id: 'replyTemplates.language.en', defaultMessage: 'English' },
  languageDe: { id: 'replyTemplates.language.de', defaultMessage: 'German' },
  languageFr: { id: 'replyTemplates.language.fr', defaultMessage: 'French' },
  // Form
  name: { id: 'replyTemplates.field.name', defaultMessage: 'Name' },
  language: { id: 'replyTemplates.field.language', defaultMessage: 'Language' },
  text: { id: 'replyTemplates.field.text', defaultMessage: 'Text' },
  textHelp: {
    id: 'replyTemplates.field.text.help',
    defaultMessage: 'Placeholders filled from the review: {placeholders}',
  },
  save: { id: 'replyTemplates.form.save', defaultMessage: 'Save template' },
  saving: { id: 'replyTemplates.form.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'replyTemplates.form.cancel', defaultMessage: 'Cancel' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** The name of a template language in the interface language. */
export const languageMessages: Record<string, MessageDescriptor> = {
  en: messages.languageEn,
  de: messages.languageDe,
  fr: messages.languageFr,
};
