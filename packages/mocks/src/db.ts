/**
 * Demo constants of the mock backend. This module is the `@locperf/mocks/db` subpath, which
 * the app's login page imports even outside demo mode: it must stay free of MSW, faker and the
 * store so that none of them reaches a production bundle.
 */

/** Demo accounts, shown on the login page in demo mode. */
export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@demo.locperf.test', password: 'Demo-Owner1!' },
  admin: { email: 'admin@demo.locperf.test', password: 'Demo-Admin1!' },
} as const;

/** An account that signed up but never confirmed its email (password reset is refused, spec section 5). */
export const DEMO_PENDING_ACCOUNT = {
  email: 'pending@demo.locperf.test',
  password: 'Demo-Pending1!',
} as const;

/** The release the demo backend reports in `GET /system/info`. */
export const DEMO_RELEASE = '2026.11.0-demo';

/** The seeded organization. */
export const DEMO_ORGANIZATION = {
  id: 'org-demo',
  name: 'Bäckerei Sonnenschein GmbH',
  externalId: 'K-100234',
} as const;

/** Promo codes the mock shop knows. */
export const DEMO_PROMO_CODES = { valid: 'WELCOME10', expired: 'SUMMER2024' } as const;

/** Card number the mock checkout declines (like Stripe's test card). */
export const DEMO_DECLINED_CARD = '4000000000000002';
