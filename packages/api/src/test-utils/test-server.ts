// The mock server of the api package's unit tests: `BASE` is the API every test client points at.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

export const BASE = 'https://api.test';

/**
 * Starts a mock server with no handlers around the calling test file: a request no test expects
 * fails the test, and the handlers a test adds are dropped after it. `quiet` silences the
 * client's error log, which reports every failed request by design (spec section 8).
 */
export function setupTestServer({ quiet = false }: { quiet?: boolean } = {}) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  if (quiet) {
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
  }
  return server;
}
