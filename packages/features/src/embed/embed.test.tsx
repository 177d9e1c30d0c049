import { COOKIE_CONSENT_STORAGE_KEY } from '@locperf/api/messages';
import { DEMO_WIDGET_TOKEN, mockControls } from '@locperf/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../test-utils/server';
import { BoosterWidget } from './booster-widget-view';
import { EmbedProvider, type EmbedProviderProps } from './embed-provider';
import { ReviewWidget } from './review-widget-view';

const server = setupMockServer();

function renderEmbed(ui: ReactNode, props: Partial<Omit<EmbedProviderProps, 'children'>> = {}) {
  return render(
    <EmbedProvider apiBase="http://localhost/api" getToken={() => DEMO_WIDGET_TOKEN} {...props}>
      {ui}
    </EmbedProvider>,
  );
}

function countRequests() {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url);
  });
  return urls;
}

describe('ReviewWidget (issue 8)', () => {
  it('shows the location in a labelled region with star ratings that have a text alternative', async () => {
    renderEmbed(<ReviewWidget locationId="loc-1" maxCount={3} minRating={4} />);
    const region = await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(within(item).getByRole('img', { name: /^[45] out of 5 stars$/ })).toBeInTheDocument();
    }
    expect(within(region).getByText(/out of 5 · \d+ reviews/)).toBeInTheDocument();
  });

  it('translates texts from its own bundled messages, without a host IntlProvider', async () => {
    renderEmbed(<ReviewWidget locationId="loc-1" legalNotice minRating={4} />, { locale: 'de' });
    const region = await screen.findByRole('region', {
      name: 'Bewertungen von Sonnenschein Berlin',
    });
    expect(within(region).getByText(/Wir prüfen nicht/)).toBeInTheDocument();
    expect(within(region).getByText(/mindestens 4 Sternen/)).toBeInTheDocument();
  });

  it('shows no legal notice line by default', async () => {
    renderEmbed(<ReviewWidget locationId="loc-1" />);
    await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' });
    expect(screen.queryByText(/We do not check/)).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown location', 'loc-nope', DEMO_WIDGET_TOKEN, 'This location is not available.'],
    ['a bad token', 'loc-1', 'wrong', 'This widget may not show this location.'],
  ])('shows a small message for %s and throws nothing', async (_, locationId, token, text) => {
    const onError = vi.fn();
    window.addEventListener('error', onError);
    renderEmbed(<ReviewWidget locationId={locationId} />, { getToken: () => token });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    window.removeEventListener('error', onError);
    expect(onError).not.toHaveBeenCalled();
  });

  it("says the content cannot load, not that the location is unknown, for a host's own 404 page (partner trial 6)", async () => {
    // An `api-base` left at its default where the API lives elsewhere: the host's server answers.
    server.use(
      http.get(
        'http://localhost/api/widgets/locations/:locationId/reviews',
        () =>
          new HttpResponse('<!doctype html><title>Not found</title>', {
            status: 404,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    renderEmbed(<ReviewWidget locationId="loc-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content cannot be loaded right now.',
    );
  });

  it('shows a message when the API is offline, and when the token getter throws', async () => {
    mockControls.override('getWidgetReviews', { networkError: true });
    renderEmbed(<ReviewWidget locationId="loc-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The content cannot be loaded right now.',
    );
    const { unmount } = renderEmbed(<BoosterWidget locationId="loc-1" />, {
      getToken: () => {
        throw new Error('host bug');
      },
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    unmount();
  });

  it('offers "Try again" after a failed request, and shows the reviews once it succeeds (partner trial 8)', async () => {
    const user = userEvent.setup();
    mockControls.override('getWidgetReviews', { networkError: true }, { times: 1 });
    renderEmbed(<ReviewWidget locationId="loc-1" />, { locale: 'de' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Inhalt kann gerade nicht geladen werden.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    const region = await screen.findByRole('region', {
      name: 'Bewertungen von Sonnenschein Berlin',
    });
    expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0);
    // The button went with the failure: focus waits on the widget, not on the host's body.
    expect(region).toHaveFocus();
  });

  it('puts focus back on "Try again" when asking again fails too', async () => {
    const user = userEvent.setup();
    mockControls.override('getWidgetBooster', { networkError: true }, { times: 2 });
    renderEmbed(<BoosterWidget locationId="loc-1" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('The content cannot be loaded right now.');
  });

  it('asks again by itself when the browser is back online after a network failure', async () => {
    mockControls.override('getWidgetReviews', { networkError: true }, { times: 1 });
    renderEmbed(<ReviewWidget locationId="loc-1" />);
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' }),
    ).toBeInTheDocument();
  });

  it('offers no "Try again" where asking again cannot help (an unknown location)', async () => {
    renderEmbed(<ReviewWidget locationId="loc-nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This location is not available.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('with consent required makes no request before the visitor agrees', async () => {
    const urls = countRequests();
    const user = userEvent.setup();
    renderEmbed(
      <>
        <ReviewWidget locationId="loc-1" />
        <BoosterWidget locationId="loc-1" />
      </>,
      { consent: 'required' },
    );
    const buttons = screen.getAllByRole('button', { name: 'Load content' });
    expect(buttons).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(urls).toEqual([]);
    await user.click(buttons[0]!);
    await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' });
    await screen.findByRole('region', { name: 'Review Sonnenschein Berlin on Google' });
    expect(urls).toHaveLength(2);
  });

  it('with consent required keeps focus on the widget whose button was pressed', async () => {
    const user = userEvent.setup();
    renderEmbed(<ReviewWidget locationId="loc-1" />, { consent: 'required' });
    await user.click(screen.getByRole('button', { name: 'Load content' }));
    const region = await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' });
    expect(region).toHaveFocus();
  });

  it('with consent required loads at once when our cookieConsent entry allows third parties', async () => {
    localStorage.setItem(
      COOKIE_CONSENT_STORAGE_KEY,
      JSON.stringify({ essential: true, thirdParty: true }),
    );
    renderEmbed(<ReviewWidget locationId="loc-1" />, { consent: 'required' });
    expect(
      await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' }),
    ).toBeInTheDocument();
    localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
  });

  it('carousel: the keyboard moves between slides and pauses the rotation', async () => {
    const user = userEvent.setup();
    renderEmbed(<ReviewWidget locationId="loc-1" layout="carousel" maxCount={4} />);
    await screen.findByRole('region', { name: 'Reviews of Sonnenschein Berlin' });
    expect(screen.getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop automatic rotation' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next review' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '2 of 4' })).toBeInTheDocument();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}{Enter}');
    expect(screen.getByRole('group', { name: '4 of 4' })).toBeInTheDocument();
  });

  it('badge: rating and count without the review list', async () => {
    renderEmbed(<ReviewWidget locationId="loc-2" layout="badge" />);
    const region = await screen.findByRole('region', { name: 'Reviews of Sonnenschein Hamburg' });
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(region).getByText('Reviews from Google')).toBeInTheDocument();
  });
});

describe('BoosterWidget (issue 8)', () => {
  it('links to the Google review form in a new tab', async () => {
    renderEmbed(<BoosterWidget locationId="loc-3" />, { locale: 'fr' });
    const region = await screen.findByRole('region', {
      name: 'Donner votre avis sur Sonnenschein München sur Google',
    });
    const link = within(region).getByRole('link', { name: /Donner votre avis sur Google/ });
    expect(link).toHaveAttribute('href', expect.stringContaining('loc-3'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
