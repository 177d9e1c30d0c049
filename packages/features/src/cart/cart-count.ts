import { CART_STORAGE_KEY } from '@locperf/api/cart';
import { useSyncExternalStore } from 'react';
import { normaliseCart } from './rules';

/**
 * The window event the cart store (cart-atom.ts) sends after each change in this tab; other
 * tabs' changes arrive as `storage` events.
 */
const CART_CHANGE_EVENT = 'locperf:cart-change';

/** What this tab last knew, for a browser whose storage is blocked or full. */
let remembered = 0;

function read(): number {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    return raw === null ? 0 : normaliseCart(JSON.parse(raw)).items.length;
  } catch {
    return remembered;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

/** Tells the tab's badges the cart now holds `count` items (the cart store calls it). */
export function announceCartCount(count: number): void {
  remembered = count;
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  }
}

// Spec section 2 (the side navigation's badge); issue 14 (initial JS).
/**
 * The number of items in the cart, read from where the cart store keeps it, without the store: a
 * page that shows a cart badge but not the cart loads neither jotai nor the cart's code. It
 * follows the store's changes in this tab and other tabs' at once.
 */
export function useStoredCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
