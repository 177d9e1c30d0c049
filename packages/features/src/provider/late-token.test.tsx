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
 * Issue 17 (auth fit for embedding), found by the partner trials: the partner's backend answers
 * the token exchange after the first render. The review list waits for the token (it asked
 * without one and showed 401 errors), then loads: within SWR's two-second dedupe window too, and
 * the locations as well as the reviews.
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
    const sent: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      sent.push(request.headers.get('Api-Authorization') ?? '');
    };
    server.events.on('request:start', onRequest);
    const user = userEvent.setup();
    render(<PartnerApp />);
    // Until the token is there the list waits: loading, no anonymous request, no error.
    expect(await screen.findByRole('status', { name: 'Loading reviews…' })).toBeInTheDocument();
    expect(screen.queryByText('The reviews could not be loaded.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'token arrives' }));
    expect(await screen.findByRole('feed', { name: 'Reviews' })).toBeInTheDocument();
    // The location choice lists the organization's locations, not only "All locations".
    await user.click(screen.getByRole('button', { name: /Location/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    server.events.removeListener('request:start', onRequest);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((header) => header === token)).toBe(true);
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
