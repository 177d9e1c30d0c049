import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReviewInbox } from '@locperf/features/review-inbox';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { TEST_API_BASE } from '../test-utils/render';
import { LocperfProvider } from './locperf-provider';
import { loadLocperfMessages } from './messages';

const server = setupMockServer();

/**
 * Issue 17 (auth fit for embedding), found by the partner trial: the partner's backend answers
 * the token exchange after the first render, so the review list first asks without a token and
 * gets 401. When the token arrives the list must load again: within SWR's two-second dedupe
 * window too, and for the locations as well as the reviews.
 */
describe('LocperfProvider with a user token that arrives late', () => {
  it('loads the review list and its locations again once the token is there', async () => {
    const messages = await loadLocperfMessages('en');
    const token = signedInClient().getToken?.() ?? null;
    function PartnerApp() {
      const [current, setCurrent] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setCurrent(token)}>token arrives</button>
          <LocperfProvider
            apiBase={TEST_API_BASE}
            messages={messages}
            auth={{ getToken: () => current }}
          >
            <ReviewInbox
              organizationId={DEMO_ORGANIZATION_ID}
              filters={{}}
              onFiltersChange={() => {}}
              onReply={() => {}}
              searchDelayMs={0}
            />
          </LocperfProvider>
        </>
      );
    }
    const user = userEvent.setup();
    render(<PartnerApp />);
    expect(await screen.findByText('The reviews could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'token arrives' }));
    expect(await screen.findByRole('feed', { name: 'Reviews' })).toBeInTheDocument();
    // The location choice lists the organization's locations, not only "All locations".
    await user.click(screen.getByRole('button', { name: /Location/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
  });

  it('reloads the locations too when the owner presses Retry after both failed', async () => {
    const messages = await loadLocperfMessages('en');
    const token = signedInClient().getToken?.() ?? null;
    server.use(
      http.get('*/organizations/:organizationId/locations', () => HttpResponse.error(), {
        once: true,
      }),
      http.get('*/organizations/:organizationId/reviews', () => HttpResponse.error(), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    render(
      <LocperfProvider apiBase={TEST_API_BASE} messages={messages} auth={{ getToken: () => token }}>
        <ReviewInbox
          organizationId={DEMO_ORGANIZATION_ID}
          filters={{}}
          onFiltersChange={() => {}}
          onReply={() => {}}
          searchDelayMs={0}
        />
      </LocperfProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('feed', { name: 'Reviews' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Location/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
  });
});
