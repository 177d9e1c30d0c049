/**
 * Build-time configuration from environment variables (see the README, "Pointing at a real API").
 * Without VITE_API_BASE the app runs in demo mode against the in-browser mock backend.
 */
const env = import.meta.env;

// Read each variable off `import.meta.env` directly: Vite replaces these at build time, so a
// production build against a real API folds `demoMode` to false and drops the mock backend.
export const demoMode = import.meta.env.VITE_DEMO === 'true' || !import.meta.env.VITE_API_BASE;

export const appConfig = {
  demoMode,
  apiBase: demoMode ? '/api' : (env.VITE_API_BASE ?? '/api'),
  basicAuth: env.VITE_API_BASIC_AUTH ?? '',
  release: env.VITE_RELEASE || undefined,
  /** Stripe publishable key; without it checkout uses the demo card adapter (issue 6). */
  stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
} as const;
