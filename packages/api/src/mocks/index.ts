export { handlers } from './handlers';
export { createMockDb, DEMO_ACCOUNTS, DEMO_RELEASE, mockDb, resetMockDb } from './db';
export type { MockDb } from './db';
