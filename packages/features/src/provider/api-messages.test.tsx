import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSystemInfo } from '@locperf/api/system';
import { ToastStack } from '@locperf/features/toasts';
import { TEST_API_BASE } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { LocperfProvider } from './locperf-provider';
import { loadLocperfMessages } from './messages';

const server = setupMockServer();

/** Asks for something, as a widget does. */
function Asks() {
  const info = useSystemInfo();
  return <p>{info.data ? 'answered' : 'asking'}</p>;
}

describe('LocperfProvider and the messages of an answer (spec section 8)', () => {
  // Partner trial 10: the README promises the API's confirmations as toasts; the provider's
  // client never handed them to the notification center.
  it('shows them as toasts of its notification center', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/system/info`, () =>
        HttpResponse.json({
          release: '1.0',
          messages: [{ type: 'success', key: 'review.reply.published' }],
        }),
      ),
    );
    const messages = await loadLocperfMessages('en');
    render(
      <LocperfProvider apiBase={TEST_API_BASE} messages={messages}>
        <Asks />
        <ToastStack />
      </LocperfProvider>,
    );
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(await screen.findByText('The reply has been published.')).toBeInTheDocument();
  });
});
