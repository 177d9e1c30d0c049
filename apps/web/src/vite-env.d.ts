/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the real API. Empty means demo mode with the in-browser mock backend. */
  readonly VITE_API_BASE?: string;
  /** The fixed Basic credential sent as `Authorization: Basic …` (spec section 7). */
  readonly VITE_API_BASIC_AUTH?: string;
  /** Force demo mode on (`true`) even when an API base is set. */
  readonly VITE_DEMO?: string;
  /** Release shown in the footer when the API does not give one. */
  readonly VITE_RELEASE?: string;
  /** Stripe publishable key for Embedded Checkout; without it checkout uses the demo card form. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}
