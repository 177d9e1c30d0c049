import type { HttpHandler } from 'msw';
import {
  cancelSubscription,
  listSubscriptions,
  resumeSubscription,
} from '@locperf/api/subscriptions';
import { mockDb as db } from '../state';
import { toSubscription } from './records';
import { eq, failure, findInOrganization, notFound, ok, type Route } from './shared';

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
      // The reason and the comment's length were checked by the route against the endpoint's
      // body schema (cancellationSchema), which answers the 422 the dialog checks with too.
      const { body } = ctx;
      const sub = findInOrganization(db.subscription, ctx, 'subscriptionId');
      if (!sub) return notFound();
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
