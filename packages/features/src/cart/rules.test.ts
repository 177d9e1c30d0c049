import type { Cart } from '@locperf/api/cart';
import type { Location } from '@locperf/api/locations';
import type { Product } from '@locperf/api/shop';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoice } from '@locperf/mocks';
import {
  addability,
  canCheckout,
  cartLines,
  cartTotals,
  lineGross,
  normaliseCart,
  sanitiseCart,
} from './rules';

const types = ['review_responder', 'review_booster', 'other'];
const priceIds = ['p1', 'p2', 'p3', 'p4', 'gone'];
const locationIds = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'missing'];

const productArb: fc.Arbitrary<Product> = fc.record({
  id: fc.string(),
  name: fc.string(),
  type: fc.constantFrom(...types),
  locationSelect: fc.boolean(),
  price: fc.record({
    id: fc.constantFrom(...priceIds.slice(0, 4)),
    unit_amount: fc.integer({ min: 0, max: 1_000_000 }),
    currency: fc.constantFrom('eur', 'chf'),
    type: fc.constant('recurring' as const),
    recurring: fc.constant({ interval: 'month' as const }),
    tax_behavior: fc.constantFrom('inclusive' as const, 'exclusive' as const),
  }),
});
const productsArb = fc.uniqueArray(productArb, { selector: (p) => p.price.id, maxLength: 4 });

const locationArb: fc.Arbitrary<Location> = fc.record({
  id: fc.constantFrom(...locationIds.slice(0, 6)),
  name: fc.string(),
  type: fc.constant('Bäckerei'),
  granted: fc.boolean(),
  hasSubscribed: fc.subarray(types),
  subscriptions: fc.constant([]),
});
const locationsArb = fc.uniqueArray(locationArb, { selector: (l) => l.id, maxLength: 6 });

const cartArb: fc.Arbitrary<Cart> = fc.record({
  items: fc.array(
    fc.record({
      priceId: fc.constantFrom(...priceIds),
      locations: fc.array(fc.constantFrom(...locationIds), { maxLength: 8 }),
    }),
    { maxLength: 6 },
  ),
});

// Spec section 4, Cart: the sanitise rules, for any mix of products, prices and locations.
describe('sanitiseCart (property-based)', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(cartArb, productsArb, locationsArb, (cart, products, locations) => {
        const once = sanitiseCart(cart, products, locations);
        const twice = sanitiseCart(once.cart, products, locations);
        expect(twice.cart).toEqual(once.cart);
        expect(twice.changes).toEqual([]);
      }),
    );
  });

  it('never leaves an item without locations, nor an item whose price is gone', () => {
    fc.assert(
      fc.property(cartArb, productsArb, locationsArb, (cart, products, locations) => {
        const { cart: clean } = sanitiseCart(cart, products, locations);
        for (const item of clean.items) {
          expect(item.locations.length).toBeGreaterThan(0);
          expect(products.some((p) => p.price.id === item.priceId)).toBe(true);
        }
        expect(canCheckout(clean)).toBe(clean.items.length > 0);
      }),
    );
  });

  it('never keeps a location already subscribed for the product type', () => {
    fc.assert(
      fc.property(cartArb, productsArb, locationsArb, (cart, products, locations) => {
        const { cart: clean } = sanitiseCart(cart, products, locations);
        for (const item of clean.items) {
          const product = products.find((p) => p.price.id === item.priceId)!;
          for (const id of item.locations) {
            const location = locations.find((l) => l.id === id);
            expect(location?.hasSubscribed ?? []).not.toContain(product.type);
            expect(location?.granted).toBe(true);
          }
        }
      }),
    );
  });

  it('reports a change exactly when the cart changed', () => {
    fc.assert(
      fc.property(cartArb, productsArb, locationsArb, (cart, products, locations) => {
        const { cart: clean, changes } = sanitiseCart(cart, products, locations);
        expect(changes.length === 0).toBe(
          JSON.stringify(clean) === JSON.stringify(normaliseCart(cart)),
        );
      }),
    );
  });
});

describe('cart lines and totals (property-based)', () => {
  it('totals equal the sum of the lines, and each line is unit amount × quantity', () => {
    fc.assert(
      fc.property(cartArb, productsArb, locationsArb, (cart, products, locations) => {
        const lines = cartLines(normaliseCart(cart), products, locations);
        for (const line of lines) {
          // Spec section 5: quantity is the location count with locationSelect, else 1.
          expect(line.quantity).toBe(
            line.product.locationSelect ? line.selectedLocations.length : 1,
          );
          expect(line.total).toBe(line.unitAmount * line.quantity);
        }
        for (const { currency, net, vat, gross } of cartTotals(lines)) {
          expect(gross).toBe(
            lines.filter((l) => l.currency === currency).reduce((a, l) => a + lineGross(l), 0),
          );
          expect(net + vat).toBe(gross);
        }
      }),
    );
  });

  it('the cart states what the invoice preview states, for any mix of tax behaviours (issue 19)', () => {
    fc.assert(
      fc.property(cartArb, productsArb, locationsArb, (cart, products, locations) => {
        const lines = cartLines(normaliseCart(cart), products, locations);
        fc.pre(lines.length > 0 && new Set(lines.map((l) => l.currency)).size === 1);
        const invoice = computeInvoice({
          items: normaliseCart(cart).items,
          products: products.map((p) => ({
            priceId: p.price.id,
            name: p.name,
            type: p.type,
            locationSelect: p.locationSelect,
            unitAmount: p.price.unit_amount,
            currency: p.price.currency,
            taxBehavior: p.price.tax_behavior,
          })),
          now: new Date('2026-11-23T08:00:00Z'),
        });
        const [total] = cartTotals(lines);
        expect(total).toMatchObject({
          gross: invoice.payable,
          net: invoice.net,
          vat: invoice.vat,
        });
      }),
    );
  });

  it('adds VAT to "plus VAT" prices only', () => {
    expect(lineGross({ total: 2900, taxBehavior: 'exclusive' })).toBe(3451);
    expect(lineGross({ total: 1900, taxBehavior: 'inclusive' })).toBe(1900);
  });
});

describe('normaliseCart', () => {
  it('turns any stored JSON into a valid cart without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const cart = normaliseCart(value);
        expect(Array.isArray(cart.items)).toBe(true);
        for (const item of cart.items) {
          expect(typeof item.priceId).toBe('string');
          expect(item.locations.every((id) => typeof id === 'string')).toBe(true);
        }
      }),
    );
  });

  it('reads the bare item list of an older build and drops duplicates', () => {
    expect(
      normaliseCart([
        { priceId: 'a', locations: ['x', 'x', 3] },
        { priceId: 'a', locations: ['y'] },
        { nope: true },
      ]),
    ).toEqual({ items: [{ priceId: 'a', locations: ['x'] }] });
  });
});

describe('addability (spec sections 4 and 5)', () => {
  const product = {
    id: 'prod',
    name: 'Review Responder',
    type: 'review_responder',
    locationSelect: true,
    price: {
      id: 'p1',
      unit_amount: 2900,
      currency: 'eur',
      type: 'recurring',
      recurring: { interval: 'month' },
      tax_behavior: 'exclusive',
    },
  } satisfies Product;
  const location = (id: string, granted: boolean, hasSubscribed: string[] = []): Location => ({
    id,
    name: id,
    type: 'Bäckerei',
    granted,
    hasSubscribed,
    subscriptions: [],
  });

  it('defaults to every granted location not yet subscribed for the type', () => {
    const result = addability(product, { items: [] }, [
      location('a', true),
      location('b', true, ['review_responder']),
      location('c', false),
      location('d', true, ['review_booster']),
    ]);
    expect(result).toEqual({ ok: true, locations: ['a', 'd'] });
  });

  it('is blocked without a granted location, when all have it, or when already in the cart', () => {
    expect(addability(product, { items: [] }, [location('a', false)])).toEqual({
      ok: false,
      reason: 'noGrantedLocation',
    });
    expect(addability(product, { items: [] }, [location('a', true, ['review_responder'])])).toEqual(
      { ok: false, reason: 'allSubscribed' },
    );
    expect(
      addability(product, { items: [{ priceId: 'p1', locations: ['a'] }] }, [location('a', true)]),
    ).toEqual({ ok: false, reason: 'inCart' });
  });
});
