import type { ApiClientConfig } from '@locperf/api/client';
import { DEMO_ORGANIZATION, issueToken } from '@locperf/mocks';

/** The seeded organization's id, as widgets take it. */
export const DEMO_ORGANIZATION_ID = DEMO_ORGANIZATION.id;

/** Client settings of a signed-in owner, for `renderWidget(ui, { client: signedInClient() })`. */
export function signedInClient(): Partial<ApiClientConfig> {
  const token = issueToken('access', 'user-owner');
  return { getToken: () => token };
}

/**
 * Stories only: signs the story's client in as the seeded owner through the token cookie the
 * client reads by default (`auth.token`).
 */
export function signInStory(): void {
  document.cookie = `auth.token=${encodeURIComponent(issueToken('access', 'user-owner'))}; Path=/`;
}
