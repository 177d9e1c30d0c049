import { createMemoryTokenStore } from '@locperf/api/auth';
import type { ApiClientConfig } from '@locperf/api/client';
import { issueToken, mockDb } from '@locperf/mocks';

/** The auth cookie name of the default client config (packages/api/src/auth/config.ts). */
const TOKEN_COOKIE = 'auth.token';

/**
 * Client options of a session already signed in as a seeded user (accounts feature tests): a
 * memory token store holding a mock access token, so the provider loads the session on mount.
 */
export function signedInClient(email: string): Partial<ApiClientConfig> {
  const user = mockDb.user.findFirst({ where: { email: { equals: email } } });
  if (!user) throw new Error(`no seeded user ${email}`);
  const tokenStore = createMemoryTokenStore();
  tokenStore.set(TOKEN_COOKIE, issueToken('access', user.id), 1800);
  return { tokenStore };
}
