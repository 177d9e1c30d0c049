import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiMutation, useApiQuery } from '../react/use-api';

/** Review responder settings (spec section 3). */
export const responderSettingsSchema = z.looseObject({
  enabled: z.boolean(),
  salutation: z.enum(['informal', 'formal']),
  answerAs: z.enum(['team', 'individual']),
  autoPublish: z.boolean(),
  iconsAllowed: z.boolean(),
  replyToStarsOnly: z.boolean(),
});
export type ResponderSettings = z.infer<typeof responderSettingsSchema>;

const path = '/organizations/{organizationId}/responder-settings' as const;

export const getResponderSettings = defineEndpoint({
  id: 'getResponderSettings',
  method: 'GET',
  path,
  tag: 'responder-settings',
  summary: 'Review responder settings',
  response: responderSettingsSchema,
});

export const updateResponderSettings = defineEndpoint({
  id: 'updateResponderSettings',
  method: 'PUT',
  path,
  tag: 'responder-settings',
  summary: 'Save the review responder settings (message settings.save_failed on failure)',
  body: responderSettingsSchema,
  response: responderSettingsSchema,
  errors: [422],
});

/** The responder settings. */
export const useResponderSettings = (organizationId: string | null) =>
  useApiQuery(getResponderSettings, organizationId ? { params: { organizationId } } : null);
/** Saves the responder settings. */
export const useUpdateResponderSettings = () =>
  useApiMutation(updateResponderSettings, { invalidates: ['/organizations'] });
