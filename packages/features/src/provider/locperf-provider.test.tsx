import { useApiClient } from '@locperf/api/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import { useIntl } from '@locperf/features/intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { LocperfProvider } from './locperf-provider';
import { loaders, loadLocperfMessages } from './messages';

const seen: Array<string | null> = [];
const server = setupServer(
  http.get('http://partner.test/api/probe', ({ request }) => {
    seen.push(request.headers.get('Api-Authorization'));
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

function Probe() {
  const client = useApiClient();
  return (
    <button
      onClick={() =>
        // A failed call is the client's to report (logError); nothing to handle here.
        void client.request('GET', '/probe', { schema: z.object({}) }).catch(() => undefined)
      }
    >
      call
    </button>
  );
}

describe('LocperfProvider auth (issue 17: a token getter fit for embedding)', () => {
  it('asks the latest getter on every request, so a token kept in React state is sent once it arrives', async () => {
    const messages = await loadLocperfMessages('en');
    function PartnerApp() {
      const [token, setToken] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setToken('exchanged-token')}>token arrives</button>
          <LocperfProvider
            apiBase="http://partner.test/api"
            messages={messages}
            auth={{ getToken: () => token }}
          >
            <Probe />
          </LocperfProvider>
        </>
      );
    }
    const user = userEvent.setup();
    render(<PartnerApp />);
    await user.click(screen.getByRole('button', { name: 'call' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'token arrives' }));
    await user.click(screen.getByRole('button', { name: 'call' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['', 'exchanged-token']);
  });
});

describe('LocperfProvider logging (partner trial 8)', () => {
  it("sends failed requests to the host's logger, the latest one given, not the console", async () => {
    server.use(
      http.get('http://partner.test/api/probe', () => new HttpResponse(null, { status: 503 })),
    );
    const messages = await loadLocperfMessages('en');
    const logged: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      // An inline function, as a host writes it: no new client per render.
      <LocperfProvider
        apiBase="http://partner.test/api"
        messages={messages}
        logError={(message) => logged.push(message)}
      >
        <Probe />
      </LocperfProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'call' }));
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toMatch(/^\[api\] .*503/);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('LocperfProvider texts (partner trial: never a blank page)', () => {
  it("shows the widgets in English when the locale's chunk cannot load, instead of nothing", async () => {
    const german = loaders.de;
    loaders.de = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    try {
      function Greeting() {
        return (
          <p>
            {useIntl().formatMessage({ id: 'form.password.show', defaultMessage: 'Show password' })}
          </p>
        );
      }
      render(
        <LocperfProvider apiBase="http://partner.test/api" locale="de">
          <h1>Partner portal</h1>
          <Greeting />
        </LocperfProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Partner portal' })).toBeInTheDocument();
      expect(screen.getByText('Show password')).toBeInTheDocument();
    } finally {
      loaders.de = german;
    }
  });
});

describe('LocperfProvider live locale switch (partner trial 6)', () => {
  it('changes the texts in place: nothing unmounts while the new locale loads, and switching back is instant', async () => {
    let unmounts = 0;
    function Widget() {
      useEffect(() => () => void (unmounts += 1), []);
      const text = useIntl().formatMessage({
        id: 'form.password.show',
        defaultMessage: 'Show password',
      });
      return (
        <label>
          {text}
          <input />
        </label>
      );
    }
    function PartnerApp() {
      const [locale, setLocale] = useState('en');
      return (
        <>
          <button onClick={() => setLocale((l) => (l === 'en' ? 'de' : 'en'))}>switch</button>
          <LocperfProvider apiBase="http://partner.test/api" locale={locale}>
            <Widget />
          </LocperfProvider>
        </>
      );
    }
    const user = userEvent.setup();
    render(<PartnerApp />);
    await user.type(await screen.findByRole('textbox', { name: 'Show password' }), 'typed');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    // Until the German chunk is in, the English texts stay (never an empty provider).
    expect(screen.getByRole('textbox')).toHaveValue('typed');
    expect(await screen.findByRole('textbox', { name: 'Passwort anzeigen' })).toHaveValue('typed');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByRole('textbox', { name: 'Show password' })).toHaveValue('typed');
    expect(unmounts).toBe(0);
  });
});
