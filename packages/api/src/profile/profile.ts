import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { emptySchema, reportIntervalSchema } from '../common/schemas';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** User (spec section 3). The password is write-only: it never comes back from the server. */
export const userSchema = z.looseObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Locale code: en, de or fr (spec section 9). */
  language: z.string(),
  /** IANA time zone, for example `Europe/Berlin`. */
  timezone: z.string(),
  reportInterval: reportIntervalSchema,
});
export type User = z.infer<typeof userSchema>;

/** Body of `PUT /profile` (profile contact and locale screens). */
export const profileUpdateSchema = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.string()),
  language: z.optional(z.string()),
  timezone: z.optional(z.string()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Body of `PUT /profile/password` (spec section 5: 8 to 16 characters, checked by the server too). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string(),
  password: z.string(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Notification settings (profile notifications screen; spec section 1: periodic reports). */
export const notificationSettingsSchema = z.looseObject({
  reportInterval: reportIntervalSchema,
  /** Email on every new review of a subscribed location. */
  newReviewEmail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const getProfile = defineEndpoint({
  id: 'getProfile',
  method: 'GET',
  path: '/profile',
  tag: 'profile',
  summary: 'The signed-in user',
  response: userSchema,
});

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  method: 'PUT',
  path: '/profile',
  tag: 'profile',
  summary: 'Update contact data, language and time zone',
  body: profileUpdateSchema,
  // Any subset: the contact screen sends its fields, the locale screen the language or the time
  // zone. Each sent field gets its form's rule.
  rules: async () => {
    const { profileContactFormSchema, profileLocaleFormSchema } = await import('./forms');
    return [z.partial(profileContactFormSchema), z.partial(profileLocaleFormSchema)];
  },
  response: userSchema,
  errors: [422],
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'PUT',
  path: '/profile/password',
  tag: 'profile',
  summary:
    'Change the password (422 with violation validation.current_password_wrong on currentPassword when the current one is wrong)',
  body: passwordChangeSchema,
  rules: async () => [(await import('./forms')).passwordChangeBodySchema],
  response: emptySchema,
  errors: [422],
});

export const getNotificationSettings = defineEndpoint({
  id: 'getNotificationSettings',
  method: 'GET',
  path: '/profile/notifications',
  tag: 'profile',
  summary: 'Report interval and notification switches',
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  id: 'updateNotificationSettings',
  method: 'PUT',
  path: '/profile/notifications',
  tag: 'profile',
  summary: 'Save the notification settings',
  body: notificationSettingsSchema,
  rules: async () => [(await import('./forms')).notificationsFormSchema],
  response: notificationSettingsSchema,
  errors: [422],
});

/** The signed-in user's profile. */
export const useProfile = () => useApiQuery(getProfile, {});
/** Saves the profile. */
export const useUpdateProfile = () => useApiMutation(updateProfile, { invalidates: ['/profile'] });
/** Changes the password. */
export const useChangePassword = () => useApiMutation(changePassword, { invalidates: [] });
/** The notification settings. */
export const useNotificationSettings = () => useApiQuery(getNotificationSettings, {});
/** Saves the notification settings. */
export const useUpdateNotificationSettings = () =>
  useApiMutation(updateNotificationSettings, { invalidates: ['/profile'] });
