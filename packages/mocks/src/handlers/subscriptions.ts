import type { HttpHandler } from 'msw';
import {
  cancellationReasons,
  cancelSubscription,
  listSubscriptions,
  resumeSubscription,
} from '@locperf/api/subscriptions';
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
      if (!(cancellationReasons as readonly string[]).includes(str(body.reason)))
        return violations(['reason', 'validation.required']);
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
    r(resumeSubscription, (ctx) => {
      const sub = findInOrganization(db.subscription, ctx, 'subscriptionId');
      if (!sub) return notFound();
      // Only a cancellation at the end of a period that still runs can be undone.
      const scheduled =
        sub.status !== 'canceled' && sub.endsAt !== null && Date.parse(sub.endsAt) > Date.now();
      if (!scheduled) return failure(409, 'Conflict', 'subscription.not_resumable');
      const updated = db.subscription.update({
        where: { id: eq(sub.id) },
        data: { endsAt: null },
      });
      return ok(toSubscription(updated ?? sub), [{ type: 'success', key: 'subscription.resumed' }]);
    }),
  ];
}
