import type { HttpHandler } from 'msw';
import {
  confirmCheckoutSession,
  createCheckoutSession,
  getCheckoutSession,
} from '@locperf/api/checkout';
import { addMonth, computeInvoice, issueInvoice, type ComputedInvoice } from '../billing';
import { DEMO_DECLINED_CARD } from '../db';
import { mockDb as db } from '../state';
import { promoFor, sanitiseCart } from './cart';
import { liveSubscriptions, toCheckout, toProducts, type SubscriptionItem } from './records';
import {
  eq,
  failure,
  findInOrganization,
  me,
  notFound,
  ok,
  str,
  violations,
  type Route,
} from './shared';

/** An active subscription of the same invoice recipient is updated with a pro-rata invoice (spec section 4). */
function subscriptionToUpdate(organizationId: string, customerId: string) {
  return liveSubscriptions(organizationId).find(
    (s) => s.customerId === customerId && s.status === 'active',
  );
}

/** Checkout sessions and their confirmation (spec section 4). */
export function checkoutHandlers(r: Route): HttpHandler[] {
  return [
    r(createCheckoutSession, (ctx) => {
      const key = ctx.request.headers.get('idempotency-key');
      if (!key) return violations(['', 'checkout.idempotency_key.required']);
      const existing = db.checkoutSession.findFirst({ where: { idempotencyKey: eq(key) } });
      if (existing) return ok(toCheckout(existing));
      const organizationId = me(ctx).organizationId;
      const customer = db.customer.findFirst({ where: { id: eq(str(ctx.body.customerId)) } });
      if (!customer || customer.organizationId !== organizationId) {
        return violations(['customerId', 'validation.required']);
      }
      const { cartItems, notGranted, products } = sanitiseCart(organizationId, ctx.body.cartItems);
      if (notGranted) return failure(409, 'Conflict', 'cart.locations_not_granted');
      if (!cartItems.length) return failure(409, 'Conflict', 'cart.error');
      const { promo, invalid } = promoFor(ctx.body.promoCode);
      if (invalid) return violations(['promoCode', 'shop.promo_code.invalid']);
      const update = subscriptionToUpdate(organizationId, customer.id);
      const now = new Date();
      const invoice = computeInvoice({
        items: cartItems,
        products,
        promo,
        now,
        ...(update
          ? {
              period: {
                start: new Date(update.currentPeriodStart),
                end: new Date(update.currentPeriodEnd),
              },
            }
          : {}),
      });
      const session = db.checkoutSession.create({
        id: `cs_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`,
        idempotencyKey: key,
        organizationId,
        customerId: customer.id,
        items: cartItems,
        promoCode: promo?.code ?? null,
        status: 'open',
        paymentStatus: 'unpaid',
        clientSecret: `cs_secret_${globalThis.crypto.randomUUID().slice(0, 12)}`,
        invoice: JSON.stringify(invoice),
        subscriptionId: null,
        providerSubscriptionId: null,
        completedAt: null,
      });
      return ok(toCheckout(session));
    }),
    r(getCheckoutSession, (ctx) => {
      const session = findInOrganization(db.checkoutSession, ctx, 'sessionId');
      return session ? ok(toCheckout(session)) : notFound();
    }),
    r(confirmCheckoutSession, (ctx) => {
      const session = findInOrganization(db.checkoutSession, ctx, 'sessionId');
      if (!session) return notFound();
      if (session.status === 'complete') return ok(toCheckout(session));
      if (str(ctx.body.paymentMethodId).replace(/\s/g, '') === DEMO_DECLINED_CARD) {
        return failure(409, 'Conflict', 'checkout.payment_declined');
      }
      const items = session.items as { priceId: string; locations: string[] }[];
      const products = toProducts();
      const typed: SubscriptionItem[] = items.map((i) => ({
        ...i,
        productType: products.find((p) => p.priceId === i.priceId)?.type ?? 'unknown',
      }));
      const now = new Date();
      const update = subscriptionToUpdate(session.organizationId, session.customerId);
      let subscription;
      if (update) {
        const merged = [...(update.items as SubscriptionItem[])];
        for (const item of typed) {
          const same = merged.find((m) => m.priceId === item.priceId);
          if (same) same.locations = [...new Set([...same.locations, ...item.locations])];
          else merged.push(item);
        }
        subscription = db.subscription.update({
          where: { id: eq(update.id) },
          data: { items: merged },
        });
      } else {
        subscription = db.subscription.create({
          id: `subs-${globalThis.crypto.randomUUID().slice(0, 8)}`,
          organizationId: session.organizationId,
          customerId: session.customerId,
          createdAt: now.toISOString(),
          endsAt: null,
          status: 'active',
          items: typed,
          providerSubscriptionId: `sub_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 14)}`,
          currentPeriodStart: now.toISOString(),
          currentPeriodEnd: addMonth(now).toISOString(),
        });
      }
      const preview = JSON.parse(session.invoice) as ComputedInvoice;
      const number = `RE-${now.getUTCFullYear()}-${String(db.invoice.count() + 1).padStart(4, '0')}`;
      // The PDF link is added when the invoice is read, in the reader's language.
      const invoice = issueInvoice(preview, {
        id: `inv-${globalThis.crypto.randomUUID().slice(0, 8)}`,
        createdAt: now.toISOString(),
        number,
      });
      db.invoice.create({
        id: String(invoice.id),
        organizationId: session.organizationId,
        createdAt: now.toISOString(),
        json: JSON.stringify(invoice),
      });
      const completed = db.checkoutSession.update({
        where: { id: eq(session.id) },
        data: {
          status: 'complete',
          paymentStatus: 'paid',
          completedAt: now.toISOString(),
          subscriptionId: subscription?.id ?? null,
          providerSubscriptionId: subscription?.providerSubscriptionId ?? null,
        },
      });
      return ok(toCheckout(completed ?? session), [{ type: 'success', key: 'checkout.success' }]);
    }),
  ];
}
