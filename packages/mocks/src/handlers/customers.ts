import type { HttpHandler } from 'msw';
import {
  createCustomer,
  deleteCustomer,
  listCustomers,
  updateCustomer,
} from '@locperf/api/customers';
import { normaliseVatId, recipientFormSchema } from '@locperf/api/customers';
import { mockDb as db } from '../state';
import { liveSubscriptions, toCustomer } from './records';
import {
  eq,
  failure,
  findInOrganization,
  notFound,
  ok,
  schemaViolations,
  str,
  type Route,
} from './shared';

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
      const invalid = schemaViolations(recipientFormSchema, body);
      if (invalid) return invalid;
      const customer = db.customer.create({
        id: `cust-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        organizationId: params.organizationId ?? '',
        email: str(body.email),
        companyOrName: str(body.companyOrName),
        addressLine1: str(body.addressLine1),
        addressLine2: str(body.addressLine2) || null,
        city: str(body.city),
        zipCode: str(body.zipCode),
        country: str(body.country),
        vatId: normaliseVatId(str(body.vatId)) || null,
      });
      return ok(toCustomer(customer), [{ type: 'success', key: 'settings.saved' }], 201);
    }),
    r(updateCustomer, (ctx) => {
      const { body } = ctx;
      const existing = findInOrganization(db.customer, ctx, 'customerId');
      if (!existing) return notFound();
      const invalid = schemaViolations(recipientFormSchema, body);
      if (invalid) return invalid;
      const customer = db.customer.update({
        where: { id: eq(existing.id) },
        data: {
          email: str(body.email),
          companyOrName: str(body.companyOrName),
          addressLine1: str(body.addressLine1),
          addressLine2: str(body.addressLine2) || null,
          city: str(body.city),
          zipCode: str(body.zipCode),
          country: str(body.country),
          vatId: normaliseVatId(str(body.vatId)) || null,
        },
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
