import type { HttpHandler } from 'msw';
import { cancelSubscription, listSubscriptions } from '@locperf/api/subscriptions';
import { mockDb as db } from '../state';
import { toSubscription } from './records';
import {
  eq,
  failure,
  findInOrganization,
  notFound,
  ok,
  str,
  violations,
  type Route,
} from './shared';

/** Subscriptions and their cancellation. */
export function subscriptionHandlers(r: Route): HttpHandler[] {
  return [
    r(listSubscriptions, ({ params }) =>
      ok(
        db.subscription
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map(toSubscription),
      ),
    ),
    r(cancelSubscription, (ctx) => {
      const { body } = ctx;
      const sub = findInOrganization(db.subscription, ctx, 'subscriptionId');
      if (!sub) return notFound();
      const reasons = [
        'customerService',
        'lowQuality',
        'missingFeatures',
        'switchedService',
        'tooComplex',
        'tooExpensive',
        'unused',
        'other',
      ];
      if (!reasons.includes(str(body.reason))) return violations(['reason', 'validation.required']);
      if (str(body.comment).length > 1000) return violations(['comment', 'validation.too_long']);
      if (sub.status === 'canceled' || sub.endsAt)
        return failure(409, 'Conflict', 'subscription.already_canceled');
      const immediate = body.immediate === true;
      const updated = db.subscription.update({
        where: { id: eq(sub.id) },
        data: immediate
          ? { status: 'canceled', endsAt: new Date().toISOString() }
          : { endsAt: sub.currentPeriodEnd },
      });
      return ok(toSubscription(updated ?? sub), [
        { type: 'success', key: 'subscription.canceled' },
      ]);
    }),
  ];
}
