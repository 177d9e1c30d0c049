import type { Cart, CartItem } from '@locperf/api/cart';
import type { Location } from '@locperf/api/locations';
import type { Product } from '@locperf/api/shop';

/** Why sanitising changed the cart; the keys are server-message keys (spec section 8, "Cart error"). */
export const cartChangeReasons = [
  'cart.price_not_found',
  'cart.locations_changed',
  'cart.no_locations',
] as const;
export type CartChangeReason = (typeof cartChangeReasons)[number];

/** One change made by {@link sanitiseCart}. */
export interface CartChange {
  priceId: string;
  reason: CartChangeReason;
}

/** The empty cart. */
export const EMPTY_CART: Cart = { items: [] };

/**
 * Reads whatever the browser stored under `cart` into a valid cart: corrupt or outdated data
 * (another shape, a bare item list of an older build, wrong types, duplicates) never throws, it
 * keeps what is usable (spec section 4, Cart: "Corrupt or outdated stored data is sanitised").
 */
export function normaliseCart(value: unknown): Cart {
  const rawItems: unknown = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? (value as { items?: unknown }).items
      : undefined;
  if (!Array.isArray(rawItems)) return EMPTY_CART;
  const items: CartItem[] = [];
  for (const raw of rawItems as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const { priceId, locations } = raw as { priceId?: unknown; locations?: unknown };
    if (typeof priceId !== 'string' || priceId === '') continue;
    if (items.some((item) => item.priceId === priceId)) continue;
    const ids = Array.isArray(locations)
      ? [...new Set((locations as unknown[]).filter((id): id is string => typeof id === 'string'))]
      : [];
    items.push({ priceId, locations: ids });
  }
  return { items };
}

/** The product a cart item refers to, by its price id. */
export function productForPrice(products: readonly Product[], priceId: string) {
  return products.find((product) => product.price.id === priceId);
}

/** Locations a product may be booked for: granted and not yet subscribed for its type. */
export function selectableLocations(
  product: Product,
  locations: readonly Location[],
): readonly Location[] {
  return locations.filter(
    (location) => location.granted && !location.hasSubscribed.includes(product.type),
  );
}

/**
 * Sanitises the cart against the current products and locations (spec section 4, Cart): drops
 * items whose price no longer exists, strips locations already subscribed for the product's type
 * (and locations that are gone or no longer granted), and drops items left with no locations.
 * The result is a fixed point: sanitising it again changes nothing.
 */
export function sanitiseCart(
  cart: Cart,
  products: readonly Product[],
  locations: readonly Location[],
): { cart: Cart; changes: CartChange[] } {
  const changes: CartChange[] = [];
  const items: CartItem[] = [];
  const normalised = normaliseCart(cart);
  for (const item of normalised.items) {
    const product = productForPrice(products, item.priceId);
    if (!product) {
      changes.push({ priceId: item.priceId, reason: 'cart.price_not_found' });
      continue;
    }
    const allowed = new Set(selectableLocations(product, locations).map((l) => l.id));
    const kept = item.locations.filter((id) => allowed.has(id));
    if (kept.length === 0) {
      changes.push({ priceId: item.priceId, reason: 'cart.no_locations' });
      continue;
    }
    if (kept.length < item.locations.length) {
      changes.push({ priceId: item.priceId, reason: 'cart.locations_changed' });
    }
    items.push({ priceId: item.priceId, locations: kept });
  }
  return { cart: changes.length ? { items } : normalised, changes };
}

/** Why a product cannot be added (spec sections 4 and 5, Cart). */
export type AddBlockedReason = 'noGrantedLocation' | 'allSubscribed' | 'inCart';

/** Whether a product can be added, and with which default locations. */
export type Addability =
  { ok: true; locations: string[] } | { ok: false; reason: AddBlockedReason };

/**
 * Add to cart: the new item's locations default to every granted location not yet subscribed
 * for the product's type. Blocked when no location is granted, when every granted location
 * already has the product, or when the product is already in the cart.
 */
export function addability(
  product: Product,
  cart: Cart,
  locations: readonly Location[],
): Addability {
  if (cart.items.some((item) => item.priceId === product.price.id)) {
    return { ok: false, reason: 'inCart' };
  }
  if (!locations.some((location) => location.granted)) {
    return { ok: false, reason: 'noGrantedLocation' };
  }
  const free = selectableLocations(product, locations).map((location) => location.id);
  return free.length ? { ok: true, locations: free } : { ok: false, reason: 'allSubscribed' };
}

/** A displayed cart line (spec section 3, Cart). */
export interface CartLine {
  priceId: string;
  product: Product;
  name: string;
  type: string;
  /** Number of selected locations with `locationSelect`, else 1 (spec section 5). */
  quantity: number;
  /** Minor units. */
  unitAmount: number;
  /** `unitAmount × quantity`, minor units. */
  total: number;
  currency: string;
  taxBehavior: Product['price']['tax_behavior'];
  selectableLocations: readonly Location[];
  selectedLocations: readonly string[];
}

/** The quantity of a line (spec section 5). */
export function lineQuantity(product: Product, item: CartItem): number {
  return product.locationSelect ? item.locations.length : 1;
}

/** The displayed lines; items whose product is unknown are left out (sanitising removes them). */
export function cartLines(
  cart: Cart,
  products: readonly Product[],
  locations: readonly Location[],
): CartLine[] {
  return cart.items.flatMap((item) => {
    const product = productForPrice(products, item.priceId);
    if (!product) return [];
    const quantity = lineQuantity(product, item);
    return [
      {
        priceId: item.priceId,
        product,
        name: product.name,
        type: product.type,
        quantity,
        unitAmount: product.price.unit_amount,
        total: product.price.unit_amount * quantity,
        currency: product.price.currency,
        taxBehavior: product.price.tax_behavior,
        selectableLocations: selectableLocations(product, locations),
        selectedLocations: item.locations,
      },
    ];
  });
}

/** German VAT, the one rate the shop charges (spec section 9). */
export const VAT_RATE = 0.19;

/** What a line costs with VAT: "plus VAT" prices get it added, "incl. VAT" prices hold it. */
export function lineGross(line: Pick<CartLine, 'total' | 'taxBehavior'>): number {
  return line.taxBehavior === 'exclusive' ? Math.round(line.total * (1 + VAT_RATE)) : line.total;
}

/** A monthly total stated as net, VAT and gross (minor units). */
export interface CartTotal {
  currency: string;
  net: number;
  vat: number;
  gross: number;
}

/**
 * The cart's total per month, per currency, as the invoice states it (issue 19: the cart said
 * 182,00 € while the invoice preview said 198,53 € for the same items): gross is the sum of the
 * lines with VAT, and net and VAT are derived from it exactly as the invoice does.
 */
export function cartTotals(lines: readonly CartLine[]): CartTotal[] {
  const gross = new Map<string, number>();
  for (const line of lines)
    gross.set(line.currency, (gross.get(line.currency) ?? 0) + lineGross(line));
  return [...gross].map(([currency, amount]) => {
    const net = Math.round(amount / (1 + VAT_RATE));
    return { currency, net, vat: amount - net, gross: amount };
  });
}

/** Checkout is allowed only with a non-empty cart whose every item has a location (spec section 4). */
export function canCheckout(cart: Cart): boolean {
  return cart.items.length > 0 && cart.items.every((item) => item.locations.length > 0);
}
