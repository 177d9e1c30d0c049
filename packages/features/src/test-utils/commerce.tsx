import type { Cart } from '@locperf/api/cart';
import { DEMO_ORGANIZATION, issueToken, resetMockDb } from '@locperf/mocks';
import type { Decorator } from '@storybook/react-vite';
import { Provider as JotaiProvider } from 'jotai';
import { WithCenter } from './story';

/** The seeded organization of the mock backend (commerce widgets take its id). */
export const ORGANIZATION_ID = DEMO_ORGANIZATION.id;

/** An access token of the seeded owner, accepted by the mock backend. */
export function ownerToken(): string {
  return issueToken('access', 'user-owner');
}

/**
 * Commerce stories: a fresh seed, the owner signed in (token cookie, which the story client
 * reads), and the given cart in localStorage. Returns the cleanup for `beforeEach`.
 */
export function signedInStory(cart?: Cart): () => void {
  resetMockDb();
  sessionStorage.removeItem('checkoutAttempt');
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  else localStorage.removeItem('cart');
  document.cookie = `auth.token=${encodeURIComponent(ownerToken())}; Path=/`;
  return () => {
    document.cookie = 'auth.token=; Max-Age=0; Path=/';
    localStorage.removeItem('cart');
    sessionStorage.removeItem('checkoutAttempt');
  };
}

/** A fresh jotai store (so the cart is read from localStorage again) and notification center. */
export const withCommerce: Decorator = (Story) => (
  <JotaiProvider>
    <WithCenter>
      <Story />
    </WithCenter>
  </JotaiProvider>
);
