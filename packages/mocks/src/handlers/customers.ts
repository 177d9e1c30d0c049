import type { HttpHandler } from 'msw';
import {
  createCustomer,
  deleteCustomer,
  listCustomers,
  updateCustomer,
} from '@locperf/api/customers';
import { toCustomerInput } from '@locperf/api/customers';
import { mockDb as db } from '../state';
import { liveSubscriptions, toCustomer } from './records';
import { eq, failure, findInOrganization, notFound, ok, type Route } from './shared';

/** Invoice recipients (spec section 5). */
export function customerHandlers(r: Route): HttpHandler[] {
  return [
    r(listCustomers, ({ params }) =>
      ok(
        db.customer
          .findMany({ where: { organizationId: eq(params.organizationId ?? '') } })
          .map(toCustomer),
      ),
    ),
    r(createCustomer, ({ params, body }) => {
      const customer = db.customer.create({
        id: `cust-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        organizationId: params.organizationId ?? '',
        ...toCustomerInput(body),
      });
      return ok(toCustomer(customer), [{ type: 'success', key: 'settings.saved' }], 201);
    }),
    r(updateCustomer, (ctx) => {
      const { body } = ctx;
      const existing = findInOrganization(db.customer, ctx, 'customerId');
      if (!existing) return notFound();
      const customer = db.customer.update({
        where: { id: eq(existing.id) },
        data: toCustomerInput(body),
      });
      return ok(toCustomer(customer ?? existing), [{ type: 'success', key: 'settings.saved' }]);
    }),
    r(deleteCustomer, (ctx) => {
      const existing = findInOrganization(db.customer, ctx, 'customerId');
      if (!existing) return notFound();
      // Spec section 5: one invoice recipient per subscription; it cannot go while in use.
      if (liveSubscriptions(existing.organizationId).some((s) => s.customerId === existing.id)) {
        return failure(409, 'Conflict', 'customers.in_use');
      }
      db.customer.delete({ where: { id: eq(existing.id) } });
      return ok({});
    }),
  ];
}
