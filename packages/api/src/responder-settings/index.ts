export {
  getResponderSettings,
  responderSettingsSchema,
  updateResponderSettings,
  useResponderSettings,
  useUpdateResponderSettings,
} from './responder-settings';
export type { ResponderSettings } from './responder-settings';
