import en from '@locperf/locales/compiled/en.json';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Messages } from '../i18n/messages';
import { createHeadManager, HeadManagerContext } from '../shell/head-manager';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-table';
import { usePageTitle } from './page-title';
import { TitledOutlet } from './titled-outlet';

const paymentTitle = { id: 'page.checkout.payment.title', defaultMessage: 'Payment · Checkout' };

/** A page with a state of its own title, like the checkout on /shop. */
function PageWithState() {
  usePageTitle(paymentTitle);
  return <h1>Checkout</h1>;
}

/** The app's route shape: a titled outlet whose error element replaces it. */
function renderAt(path: string, { standalone = false } = {}) {
  const doc = { title: 'Location Performance' };
  const fail = (status: number, statusText?: string) => () => {
    throw data(null, { status, statusText });
  };
  const router = createMemoryRouter(
    [
      {
        element: <TitledOutlet />,
        errorElement: <RouteError standalone={standalone} />,
        children: [
          {
            path: '/shop',
            handle: { title: { id: 'page.shop.title' } } satisfies RouteHandle,
            element: <h1>Shop</h1>,
          },
          {
            path: '/checkout',
            handle: { title: { id: 'page.shop.title' } } satisfies RouteHandle,
            element: <PageWithState />,
          },
          { path: '/broken', loader: fail(500), handle: { title: { id: 'page.shop.title' } } },
          {
            path: '/server',
            loader: fail(502, 'Bad Gateway'),
            handle: { title: { id: 'page.shop.title' } },
          },
          {
            path: '/forbidden',
            loader: fail(403, 'Forbidden'),
            handle: { title: { id: 'page.shop.title' } },
          },
          { path: '/admin', loader: fail(404), handle: { title: { id: 'page.admin.title' } } },
          {
            path: '/reviews',
            loader: () => {
              throw new TypeError('Unable to preload CSS for /assets/reviews-page-x.css');
            },
            handle: { title: { id: 'page.reviews.title' } },
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="en" messages={en as unknown as Messages}>
      <HeadManagerContext.Provider value={createHeadManager({ doc })}>
        <RouterProvider router={router} />
      </HeadManagerContext.Provider>
    </IntlProvider>,
  );
  return doc;
}

describe('document title of pages and error pages (issue "Phone-first")', () => {
  it("gives a page its route's title", async () => {
    const doc = renderAt('/shop');
    await waitFor(() => expect(doc.title).toBe('Shop · Location Performance'));
  });

  it("gives a page state its own title in place of the route's (the checkout's steps)", async () => {
    const doc = renderAt('/checkout');
    await waitFor(() => expect(doc.title).toBe('Payment · Checkout · Location Performance'));
  });

  it('titles a failed page "Error", not the title of the route that failed', async () => {
    const doc = renderAt('/broken');
    await screen.findByText('It looks like something broke.');
    await waitFor(() => expect(doc.title).toBe('Error · Location Performance'));
  });

  it('titles a 404 (an admin path without the role) "Page not found"', async () => {
    const doc = renderAt('/admin');
    await screen.findByText('The page was not found.');
    await waitFor(() => expect(doc.title).toBe('Page not found · Location Performance'));
  });

  it('brings its own main only where no layout surrounds it', async () => {
    renderAt('/broken', { standalone: true });
    await screen.findByText('It looks like something broke.');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('inside the layout it adds no main of its own', async () => {
    renderAt('/broken');
    await screen.findByText('It looks like something broke.');
    expect(screen.queryByRole('main')).toBeNull();
  });
});

describe('a part of the app that cannot be downloaded (owner trial: offline)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offline, says the connection is down in the user's words, and reloads once back online", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderAt('/reviews');
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeVisible();
    expect(screen.queryByText(/Unable to preload CSS/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // The page listens once its effects have run, which may be after it shows (a clean-clone
    // run went online before that): back online until the listener answers, not a fixed wait.
    await waitFor(() => {
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalled();
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// Designer trial 5: the HTTP reason phrase showed in English on a German error page.
describe('the error page of a failed route (spec section 8)', () => {
  it('shows the status in its own words, never the English HTTP reason phrase', async () => {
    renderAt('/server');
    await screen.findByText('It looks like something broke.');
    expect(screen.getByText('502')).toBeTruthy();
    expect(screen.queryByText('Bad Gateway')).toBeNull();
  });

  it('says what a 403 means with its own message', async () => {
    renderAt('/forbidden');
    await screen.findByText('You are not allowed to do this.');
    expect(screen.queryByText('Forbidden')).toBeNull();
  });
});
