export {
  changePassword,
  getNotificationSettings,
  getProfile,
  notificationSettingsSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  updateNotificationSettings,
  updateProfile,
  useChangePassword,
  useNotificationSettings,
  useProfile,
  userSchema,
  useUpdateNotificationSettings,
  useUpdateProfile,
} from './profile';
export type { NotificationSettings, PasswordChange, ProfileUpdate, User } from './profile';
export { reportIntervals, reportIntervalSchema } from '../common/schemas';
export type { ReportInterval } from '../common/schemas';
export {
  notificationsFormSchema,
  passwordChangeBodySchema,
  passwordChangeFormSchema,
  profileContactFormSchema,
  profileLocaleFormSchema,
  timeZoneField,
} from './forms';
export { isIanaTimeZone, listTimeZones } from './time-zones';
export type {
  NotificationsForm,
  PasswordChangeForm,
  ProfileContactForm,
  ProfileLocaleForm,
} from './forms';
