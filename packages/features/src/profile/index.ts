export { NotificationsFields, NotificationsForm } from './notifications-form';
export { PasswordChangeForm } from './password-change-form';
export { ProfileContactFields, ProfileContactForm } from './profile-contact-form';
export { ProfileLocaleFields, ProfileLocaleForm } from './profile-locale-form';
export type { ProfileLocaleFormProps } from './profile-locale-form';
export { matchesTimeZone } from './time-zones';
// The zone list lives with its validation rule in @locperf/api/profile.
export { listTimeZones } from '@locperf/api/profile';
