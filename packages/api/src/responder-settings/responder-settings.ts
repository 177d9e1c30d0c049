import * as z from 'zod/mini';
import { defineEndpoint } from '../client/endpoint';
import { useApiMutation, useApiQuery } from '../react/use-api';

/**
 * Review responder settings (spec section 3). Each rule names its message key, so the 422 of a
 * refused save carries `validation.invalid` (not zod's bare "Invalid input").
 */
export const responderSettingsSchema = z.looseObject({
  enabled: z.boolean(),
  salutation: z.enum(['informal', 'formal'], 'validation.invalid'),
  answerAs: z.enum(['team', 'individual'], 'validation.invalid'),
  autoPublish: z.boolean(),
  iconsAllowed: z.boolean(),
  replyToStarsOnly: z.boolean(),
  /**
   * Guard rail beyond the spec (issue 7): auto-publish only reviews with at least this many
   * stars; lower ratings always stay drafts for approval. Absent means the default, 3.
   */
  autoPublishMinRating: z.optional(
    z
      .number()
      .check(
        z.int('validation.invalid'),
        z.gte(1, 'validation.invalid'),
        z.lte(5, 'validation.invalid'),
      ),
  ),
});
export type ResponderSettings = z.infer<typeof responderSettingsSchema>;

/** The auto-publish minimum when the server sends none (issue 7). */
export const DEFAULT_AUTO_PUBLISH_MIN_RATING = 3;

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
