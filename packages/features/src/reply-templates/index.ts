export { ReplyTemplates } from './reply-templates';
export type { ReplyTemplatesProps } from './reply-templates';
export { ReplyTemplateForm } from './template-form';
export type { ReplyTemplateFormProps } from './template-form';
