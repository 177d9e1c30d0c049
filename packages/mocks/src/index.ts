export { addMonth, computeInvoice, issueInvoice, VAT_RATE } from './billing';
export type { BillingProduct, BillingPromo } from './billing';
export { defaultErrorBody, MALFORMED_BODY, mockControls, mockResponse } from './controls';
export type { MockMode } from './controls';
export {
  DEMO_ACCOUNTS,
  DEMO_DECLINED_CARD,
  DEMO_ORGANIZATION,
  DEMO_PENDING_ACCOUNT,
  DEMO_PROMO_CODES,
  DEMO_RELEASE,
} from './db';
export { lastMockEmail } from './emails';
export type { MockEmail } from './emails';
export { createHandlers, handlers } from './handlers';
export type { CreateHandlersOptions } from './handlers';
export {
  mockDb,
  notifyMockDbChange,
  onMockDbChange,
  resetMockDb,
  restoreMockDb,
  snapshotMockDb,
} from './state';
export { SEEDED_REPLY_TEMPLATES } from './reply-templates';
export { MOCK_SEED, SEEDED_AI_QUOTA, SEEDED_REVIEW_COUNT } from './store';
export type { MockStore } from './models';
export type { SeedOptions } from './store';
export { issueToken } from './tokens';
export { DEMO_WIDGET_TOKEN } from './handlers/widgets';
export { DEMO_PARTNER_KEY, EXCHANGED_TOKEN_TTL_S } from './handlers/token-exchange';
