export {
  fillPlaceholders,
  replyTemplatePlaceholders,
  reviewPlaceholderValues,
  unknownPlaceholders,
} from './placeholders';
export type { PlaceholderValues, ReplyTemplatePlaceholder } from './placeholders';
export {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  REPLY_TEMPLATE_NAME_MAX,
  REPLY_TEMPLATE_TEXT_MAX,
  replyTemplateInputSchema,
  replyTemplateLanguages,
  replyTemplateSchema,
  updateReplyTemplate,
  useCreateReplyTemplate,
  useDeleteReplyTemplate,
  useReplyTemplates,
  useUpdateReplyTemplate,
} from './reply-templates';
export type { ReplyTemplate, ReplyTemplateInput, ReplyTemplateLanguage } from './reply-templates';
