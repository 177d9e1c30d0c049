import { handlers, resetMockDb } from '@locperf/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The mock backend for feature tests: the same handlers as Storybook and the demo mode. */
export const server = setupServer(...handlers);

/** Starts the mock server around the calling test file and resets its data between tests. */
export function setupMockServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
  });
  afterAll(() => server.close());
  return server;
}
