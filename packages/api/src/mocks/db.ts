/**
 * The mock backend's seeded, in-memory data. One store serves Storybook, unit tests,
 * end-to-end tests and the demo mode (STYLE.md, packages/api).
 */
export interface MockDb {
  system: { release: string | null };
}

/** Demo accounts, shown on the login page in demo mode. */
export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@demo.locperf.test', password: 'Demo-Owner1!' },
  admin: { email: 'admin@demo.locperf.test', password: 'Demo-Admin1!' },
} as const;

/** The release the demo backend reports in `GET /system/info`. */
export const DEMO_RELEASE = '2026.11.0-demo';

export function createMockDb(): MockDb {
  return { system: { release: DEMO_RELEASE } };
}

/** The store the default handlers read; {@link resetMockDb} restores the seed between tests. */
export const mockDb: MockDb = createMockDb();

export function resetMockDb(): void {
  Object.assign(mockDb, createMockDb());
}
