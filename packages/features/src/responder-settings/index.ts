export { ResponderSettingsForm } from './responder-settings';
export type { ResponderSettingsFormProps } from './responder-settings';
export { PREVIEW_AUTHOR, previewLanguages, previewReply } from './preview-texts';
export type { PreviewLanguage, PreviewSigners } from './preview-texts';
