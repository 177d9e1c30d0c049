import type { HttpHandler } from 'msw';
import { validateCart } from '@locperf/api/cart';
import type { ServerMessage } from '@locperf/api/messages';
import { computeInvoice } from '../billing';
import { mockDb as db } from '../state';
import { toLocation, toProducts } from './records';
import { eq, me, ok, str, type Route } from './shared';

export /** Sanitises cart items (spec section 4, Cart) and says why items changed. */
function sanitiseCart(organizationId: string, items: unknown) {
  const list = Array.isArray(items) ? (items as { priceId?: unknown; locations?: unknown }[]) : [];
  const products = toProducts();
  const locations = db.location.findMany({ where: { organizationId: eq(organizationId) } });
  const removed: { priceId: string; reason: string }[] = [];
  let notGranted = false;
  const cartItems: { priceId: string; locations: string[] }[] = [];
  for (const raw of list) {
    const priceId = str(raw?.priceId);
    const product = products.find((p) => p.priceId === priceId);
    if (!product) {
      removed.push({ priceId, reason: 'cart.price_not_found' });
      continue;
    }
    const wanted = Array.isArray(raw.locations) ? raw.locations.map(String) : [];
    const kept = wanted.filter((id) => {
      const location = locations.find((l) => l.id === id);
      if (!location) return false;
      if (!location.granted) {
        notGranted = true;
        return false;
      }
      return !toLocation(location).hasSubscribed.includes(product.type);
    });
    if (kept.length < wanted.length) removed.push({ priceId, reason: 'cart.locations_changed' });
    if (product.locationSelect && kept.length === 0) {
      removed.push({ priceId, reason: 'cart.no_locations' });
      continue;
    }
    cartItems.push({ priceId, locations: kept });
  }
  return { cartItems, removed, notGranted, products };
}

export function promoFor(code: unknown) {
  const value = str(code);
  if (!value) return { promo: null, invalid: false };
  const promo = db.promoCode.findFirst({ where: { code: eq(value.toUpperCase()) } });
  return promo?.valid ? { promo, invalid: false } : { promo: null, invalid: true };
}

/** The cart check (spec section 4, Cart). */
export function cartHandlers(r: Route): HttpHandler[] {
  return [
    r(validateCart, (ctx) => {
      const organizationId = me(ctx).organizationId;
      const { cartItems, removed, notGranted, products } = sanitiseCart(
        organizationId,
        ctx.body.cartItems,
      );
      const { promo, invalid } = promoFor(ctx.body.promoCode);
      const valid = cartItems.length > 0 && !notGranted;
      const messages: ServerMessage[] = [];
      if (notGranted) messages.push({ type: 'error', key: 'cart.locations_not_granted' });
      else if (cartItems.length === 0) messages.push({ type: 'error', key: 'cart.error' });
      if (invalid) messages.push({ type: 'error', key: 'shop.promo_code.invalid' });
      return ok(
        {
          valid,
          cartItems,
          removed,
          invoice: cartItems.length
            ? computeInvoice({ items: cartItems, products, promo, now: new Date() })
            : null,
        },
        messages,
      );
    }),
  ];
}
