import type { CartItem } from '@locperf/api/cart';
import { checkoutSteps } from '@locperf/api/checkout';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export type CheckoutStep = (typeof checkoutSteps)[number];

/**
 * One checkout attempt: the step, the chosen recipient and promo code, the cart it was started
 * for, and the idempotency key that makes `POST /checkout/sessions` return the same session on a
 * retry, a double click or a reload (so no second subscription can come of it).
 */
export interface CheckoutAttempt {
  step: CheckoutStep;
  customerId: string | null;
  promoCode: string | null;
  cartSignature: string;
  idempotencyKey: string | null;
  /** Which recipient, cart and promo code the key was made for. */
  keyFor: string | null;
  sessionId: string | null;
}

export const NEW_ATTEMPT: CheckoutAttempt = {
  step: 'customer',
  customerId: null,
  promoCode: null,
  cartSignature: '',
  idempotencyKey: null,
  keyFor: null,
  sessionId: null,
};

/** A stable text for the cart's content (order of items and locations does not matter). */
export function cartSignature(items: readonly CartItem[]): string {
  return JSON.stringify(
    items
      .map((item) => [item.priceId, [...item.locations].sort()] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function readAttempt(value: unknown): CheckoutAttempt {
  if (!value || typeof value !== 'object') return NEW_ATTEMPT;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  return {
    step: checkoutSteps.includes(v.step as CheckoutStep) ? (v.step as CheckoutStep) : 'customer',
    customerId: text(v.customerId),
    promoCode: text(v.promoCode),
    cartSignature: text(v.cartSignature) ?? '',
    idempotencyKey: text(v.idempotencyKey),
    keyFor: text(v.keyFor),
    sessionId: text(v.sessionId),
  };
}

const json = createJSONStorage<unknown>(() => sessionStorage);

/** The attempt survives a reload of this tab (sessionStorage), never another tab's checkout. */
export const checkoutAttemptAtom = atomWithStorage<CheckoutAttempt>(
  'checkoutAttempt',
  NEW_ATTEMPT,
  {
    getItem: (key, initial) => {
      try {
        return readAttempt(json.getItem(key, initial));
      } catch {
        return initial;
      }
    },
    setItem: (key, value) => {
      try {
        json.setItem(key, value);
      } catch {
        // Storage unavailable: the attempt lives in memory.
      }
    },
    removeItem: (key) => {
      try {
        json.removeItem(key);
      } catch {
        // As above.
      }
    },
  },
  { getOnInit: true },
);

/** A new idempotency key. */
export function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
