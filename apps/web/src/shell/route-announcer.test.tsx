import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeadManager, HEAD_DEBOUNCE_MS, HeadManagerContext } from './head-manager';
import { RouteAnnouncer } from './route-announcer';

/** The announcer in a router of two pages; each page's heading is focusable from script. */
function renderAnnouncer() {
  const head = createHeadManager({ doc: { title: 'Home · Location Performance' } });
  const page = (name: string) => (
    <main>
      <h1 tabIndex={-1}>{name}</h1>
      <RouteAnnouncer className="" />
    </main>
  );
  const router = createMemoryRouter([
    { path: '/', element: page('Home') },
    { path: '/reviews', element: page('Reviews') },
  ]);
  render(
    <HeadManagerContext.Provider value={head}>
      <RouterProvider router={router} />
    </HeadManagerContext.Provider>,
  );
  const navigate = async (path: string, title: string) => {
    await act(() => router.navigate(path));
    act(() => {
      head.setTitle(title);
      vi.advanceTimersByTime(HEAD_DEBOUNCE_MS);
    });
  };
  return { navigate, region: () => screen.getByRole('status') };
}

describe('route announcer (issue "Phone-first", titles)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says the new title after a client navigation that left focus elsewhere', async () => {
    const { navigate, region } = renderAnnouncer();
    await navigate('/reviews', 'Reviews · Location Performance');
    expect(region()).toHaveTextContent('Reviews · Location Performance');
  });

  it('says nothing when the navigation had already put focus on the heading', async () => {
    const { navigate, region } = renderAnnouncer();
    await act(() => Promise.resolve());
    screen.getByRole('heading', { level: 1 }).focus();
    await navigate('/reviews', 'Reviews · Location Performance');
    act(() => screen.getByRole('heading', { level: 1, name: 'Reviews' }).focus());
    expect(region()).toBeEmptyDOMElement();
  });

  it('takes the title back when focus reaches the heading after the title was written', async () => {
    const { navigate, region } = renderAnnouncer();
    await navigate('/reviews', 'Reviews · Location Performance');
    expect(region()).toHaveTextContent('Reviews · Location Performance');
    act(() => screen.getByRole('heading', { level: 1, name: 'Reviews' }).focus());
    expect(region()).toBeEmptyDOMElement();
  });
});
