import type { HttpHandler } from 'msw';
import { getResponderSettings, updateResponderSettings } from '@locperf/api/responder-settings';
import { mockDb as db } from '../state';
import { eq, notFound, ok, str, violations, type Route } from './shared';

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
        autoPublishMinRating: s.autoPublishMinRating || 3,
      });
    }),
    r(updateResponderSettings, ({ params, body }) => {
      if (
        !['informal', 'formal'].includes(str(body.salutation)) ||
        !['team', 'individual'].includes(str(body.answerAs))
      ) {
        return violations(
          ...(['informal', 'formal'].includes(str(body.salutation))
            ? []
            : [['salutation', 'validation.invalid'] as [string, string]]),
          ...(['team', 'individual'].includes(str(body.answerAs))
            ? []
            : [['answerAs', 'validation.invalid'] as [string, string]]),
        );
      }
      const minimum = body.autoPublishMinRating ?? 3;
      if (typeof minimum !== 'number' || !Number.isInteger(minimum) || minimum < 1 || minimum > 5) {
        return violations(['autoPublishMinRating', 'validation.invalid']);
      }
      const data = {
        autoPublishMinRating: minimum,
        enabled: body.enabled === true,
        salutation: str(body.salutation),
        answerAs: str(body.answerAs),
        autoPublish: body.autoPublish === true,
        iconsAllowed: body.iconsAllowed === true,
        replyToStarsOnly: body.replyToStarsOnly === true,
      };
      db.responderSettings.update({ where: { id: eq(params.organizationId ?? '') }, data });
      return ok(data, [{ type: 'success', key: 'settings.saved' }]);
    }),
  ];
}
