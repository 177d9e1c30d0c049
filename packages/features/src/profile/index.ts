export { NotificationsFields, NotificationsForm } from './notifications-form';
export { PasswordChangeForm } from './password-change-form';
export { ProfileContactFields, ProfileContactForm } from './profile-contact-form';
export { ProfileLocaleFields, ProfileLocaleForm } from './profile-locale-form';
export type { ProfileLocaleFormProps } from './profile-locale-form';
export { listTimeZones, matchesTimeZone } from './time-zones';
