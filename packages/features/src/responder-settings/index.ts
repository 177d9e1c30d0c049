export { ResponderSettingsForm } from './responder-settings';
export type { ResponderSettingsFormProps } from './responder-settings';
export { previewLanguages, previewReply } from './preview-texts';
export type { PreviewLanguage } from './preview-texts';
