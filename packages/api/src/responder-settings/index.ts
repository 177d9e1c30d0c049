export {
  DEFAULT_AUTO_PUBLISH_MIN_RATING,
  getResponderSettings,
  responderSettingsSchema,
  updateResponderSettings,
  useResponderSettings,
  useUpdateResponderSettings,
} from './responder-settings';
export type { ResponderSettings } from './responder-settings';
