import type { HttpHandler } from 'msw';
import {
  DEFAULT_AUTO_PUBLISH_MIN_RATING,
  getResponderSettings,
  updateResponderSettings,
  type ResponderSettings,
} from '@locperf/api/responder-settings';
import { mockDb as db } from '../state';
import { eq, notFound, ok, type Route } from './shared';

/** The review responder settings of the organization. */
export function responderSettingsHandlers(r: Route): HttpHandler[] {
  return [
    r(getResponderSettings, ({ params }) => {
      const s = db.responderSettings.findFirst({ where: { id: eq(params.organizationId ?? '') } });
      if (!s) return notFound();
      return ok({
        enabled: s.enabled,
        salutation: s.salutation,
        answerAs: s.answerAs,
        autoPublish: s.autoPublish,
        iconsAllowed: s.iconsAllowed,
        replyToStarsOnly: s.replyToStarsOnly,
        autoPublishMinRating: s.autoPublishMinRating || DEFAULT_AUTO_PUBLISH_MIN_RATING,
      });
    }),
    // The route already refused a body responderSettingsSchema rejects (issue 15).
    r(updateResponderSettings, ({ params, body }) => {
      const settings = body as ResponderSettings;
      const data = {
        autoPublishMinRating: settings.autoPublishMinRating ?? DEFAULT_AUTO_PUBLISH_MIN_RATING,
        enabled: settings.enabled,
        salutation: settings.salutation,
        answerAs: settings.answerAs,
        autoPublish: settings.autoPublish,
        iconsAllowed: settings.iconsAllowed,
        replyToStarsOnly: settings.replyToStarsOnly,
      };
      db.responderSettings.update({ where: { id: eq(params.organizationId ?? '') }, data });
      return ok(data, [{ type: 'success', key: 'settings.saved' }]);
    }),
  ];
}
