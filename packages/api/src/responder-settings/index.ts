export {
  DEFAULT_AUTO_PUBLISH_MIN_RATING,
  getResponderSettings,
  responderSettingsSchema,
  updateResponderSettings,
  useResponderSettings,
  useUpdateResponderSettings,
} from './responder-settings';
export type { ResponderSettings } from './responder-settings';
export { composeReply, replyLanguageOf, replyToneOf } from './compose-reply';
export type { ComposeReplyInput, ComposedReply } from './compose-reply';
export { replyLanguages } from './reply-texts';
export type { ReplyLanguage, ReplyTone } from './reply-texts';
