import { CART_STORAGE_KEY } from '@locperf/api/cart';

/**
 * What a signed-in owner leaves in this browser beyond the token: unsaved form drafts and the
 * inbox's bulk jobs (`locperf.` keys in session storage), the checkout's payment attempt, and in
 * local storage the reply drafts, a bulk job a closed page left behind and the cart (spec
 * section 3: `cart`). Preferences (colour mode, side navigation, cookie consent) are the
 * device's and stay.
 */
const SESSION_PREFIX = 'locperf.';
const SESSION_KEYS = ['checkoutAttempt'];
const LOCAL_PREFIXES = ['locperf.reply-draft.', 'locperf.reviews.bulk.'];
const LOCAL_KEYS = [CART_STORAGE_KEY];

function keysOf(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function clear(kind: 'sessionStorage' | 'localStorage', matches: (key: string) => boolean) {
  try {
    const store = window[kind];
    for (const key of keysOf(store).filter(matches)) {
      store.removeItem(key);
      // What this page holds in memory (the cart and the payment attempt are storage-backed
      // atoms) hears of it as it would of another tab's change.
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue: null, newValue: null, storageArea: store }),
      );
    }
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * Forgets it when the owner signs out on purpose (spec section 4, Sign-out: "clears session
 * data"): a bulk report with reviewers' names stayed on the inbox through a sign-out and the next
 * sign-in on the same tab (owner trial 7); the next person to sign in on the device found the
 * cart ready for checkout and an unsent reply in the editor (owner trial 8). Not for a session that expired: its drafts and jobs
 * wait for the owner to sign in again, so nothing typed is lost.
 */
export function forgetSignedInData(): void {
  if (typeof window === 'undefined') return;
  clear('sessionStorage', (key) => key.startsWith(SESSION_PREFIX) || SESSION_KEYS.includes(key));
  clear(
    'localStorage',
    (key) => LOCAL_KEYS.includes(key) || LOCAL_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
}
