import type { ApiClientConfig } from '@locperf/api/client';
import { DEMO_ORGANIZATION, issueToken } from '@locperf/mocks';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { renderWithCenter } from './notifications';

/** The seeded organization of the mock backend. */
export const TEST_ORGANIZATION_ID = DEMO_ORGANIZATION.id;

/**
 * Renders a commerce widget signed in as the seeded owner, with a fresh jotai store (the cart is
 * read from localStorage again) and a fresh notification center.
 */
export function renderCommerce(ui: ReactElement, client: Partial<ApiClientConfig> = {}) {
  const store = createStore();
  const result = renderWithCenter(<JotaiProvider store={store}>{ui}</JotaiProvider>, {
    client: { getToken: () => issueToken('access', 'user-owner'), ...client },
  });
  return { ...result, store };
}
