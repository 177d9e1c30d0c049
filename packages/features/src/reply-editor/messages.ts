import { defineMessages, type MessageDescriptor } from 'react-intl';

const declared = defineMessages({
  label: { id: 'replyEditor.text.label', defaultMessage: 'Your reply' },
  // Google counts bytes; owners think in characters. A plain letter is one byte, so the room
  // left is said as characters ("about", since ä or an emoji takes two to four), and the limit
  // says so (owner trial: 4,000 German characters were "too long" for a 4,096 limit).
  length: {
    id: 'replyEditor.text.length',
    defaultMessage:
      '{count, plural, one {# character} other {# characters}}, room for about {left, number} more',
  },
  // Over the limit, "room for about 0 more" says nothing: the count alone, the error the rest.
  count: {
    id: 'replyEditor.text.count',
    defaultMessage: '{count, plural, one {# character} other {# characters}}',
  },
  tooLong: {
    id: 'replyEditor.text.tooLong',
    defaultMessage:
      'Google takes replies of up to {limit, number} characters, counting ä, ö, ü and emoji as two or more: please shorten it by about {over, number} characters.',
  },
  // Why Save, Publish or Update are off once the text is cleared (owner trial: greyed out
  // with no word on what to do).
  empty: { id: 'replyEditor.text.empty', defaultMessage: 'Write a reply to save or publish it.' },
  emptyPublished: {
    id: 'replyEditor.text.emptyPublished',
    defaultMessage: 'Write a text to update the reply, or delete it.',
  },
  generate: { id: 'replyEditor.action.generate', defaultMessage: 'Generate with AI' },
  generating: { id: 'replyEditor.action.generating', defaultMessage: 'Generating…' },
  saveDraft: { id: 'replyEditor.action.saveDraft', defaultMessage: 'Save draft' },
  publish: { id: 'replyEditor.action.publish', defaultMessage: 'Publish' },
  update: { id: 'replyEditor.action.update', defaultMessage: 'Update reply' },
  delete: { id: 'replyEditor.action.delete', defaultMessage: 'Delete reply' },
  confirmDeleteText: {
    id: 'replyEditor.confirmDelete.text',
    defaultMessage:
      'Delete your public reply on Google? Everyone stops seeing it at once. Your text stays here.',
  },
  confirmDelete: { id: 'replyEditor.confirmDelete.confirm', defaultMessage: 'Delete on Google' },
  keepReply: { id: 'replyEditor.confirmDelete.keep', defaultMessage: 'Keep reply' },
  pending: { id: 'replyEditor.action.pending', defaultMessage: 'Sending…' },
  restored: {
    id: 'replyEditor.restored',
    defaultMessage: 'Your unsent text from {date} was restored.',
  },
  discard: { id: 'replyEditor.restored.discard', defaultMessage: 'Discard it' },
  draftSaved: { id: 'replyEditor.status.draftSaved', defaultMessage: 'Draft saved.' },
  published: { id: 'replyEditor.status.published', defaultMessage: 'Reply published on Google.' },
  updated: { id: 'replyEditor.status.updated', defaultMessage: 'Reply updated on Google.' },
  deleted: { id: 'replyEditor.status.deleted', defaultMessage: 'Reply deleted on Google.' },
  generated: {
    id: 'replyEditor.status.generated',
    defaultMessage: 'AI draft ready: check it, then publish.',
  },
  sendFailed: {
    id: 'replyEditor.error.sendFailed',
    defaultMessage: 'Your reply could not be sent. Your text is kept on this device; try again.',
  },
  regenerate: { id: 'replyEditor.action.regenerate', defaultMessage: 'Regenerate with AI' },
  generateCost: {
    id: 'replyEditor.generate.cost',
    defaultMessage:
      '{left, plural, one {Uses your last AI reply} other {Uses 1 of your # AI replies left}}; writing and editing yourself are free.',
  },
  regenerateCost: {
    id: 'replyEditor.regenerate.cost',
    defaultMessage:
      'Regenerating replaces the draft and {left, plural, one {uses your last AI reply} other {uses 1 of your # AI replies left}}.',
  },
  replaceCost: {
    id: 'replyEditor.replace.cost',
    defaultMessage:
      'The AI draft replaces the text above and {left, plural, one {uses your last AI reply} other {uses 1 of your # AI replies left}}.',
  },
  templates: { id: 'replyEditor.templates.action', defaultMessage: 'Insert template' },
  templatesLoading: { id: 'replyEditor.templates.loading', defaultMessage: 'Loading templates…' },
  templatesFailed: {
    id: 'replyEditor.templates.failed',
    defaultMessage: 'Templates could not be loaded. Try again',
  },
  templatesEmpty: { id: 'replyEditor.templates.empty', defaultMessage: 'No templates yet' },
  templatesManage: { id: 'replyEditor.templates.manage', defaultMessage: 'Manage templates' },
  templateOption: { id: 'replyEditor.templates.option', defaultMessage: '{name} ({language})' },
  templateInserted: {
    id: 'replyEditor.templates.inserted',
    defaultMessage: 'Template {name} inserted.',
  },
  undoInsert: { id: 'replyEditor.templates.undo', defaultMessage: 'Undo' },
  insertUndone: { id: 'replyEditor.templates.undone', defaultMessage: 'Template removed again.' },
  restoreText: { id: 'replyEditor.generated.restore', defaultMessage: 'Restore my text' },
  generatedUndone: { id: 'replyEditor.generated.undone', defaultMessage: 'Your text is back.' },
  languageEn: { id: 'replyEditor.language.en', defaultMessage: 'English' },
  languageDe: { id: 'replyEditor.language.de', defaultMessage: 'German' },
  languageFr: { id: 'replyEditor.language.fr', defaultMessage: 'French' },
  publishedOn: { id: 'replyEditor.publishedOn', defaultMessage: 'Published on {date}.' },
  draftState: { id: 'replyEditor.draftState', defaultMessage: 'Draft, not published yet.' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
export const messages: Record<keyof typeof declared, MessageDescriptor> = declared;
