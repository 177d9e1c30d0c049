import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNewPage } from './scroll-to-top';

function Page() {
  useScrollToTopOnNewPage();
  return <main />;
}

/** Notes, in its layout effect, whether the scroll was reset when the page's DOM was placed. */
function LayoutProbe({ seen }: { seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(vi.mocked(window.scrollTo).mock.calls.length);
  });
  return null;
}

/** A router of three paths, the page using the hook; `scrollTo` is watched. */
function renderRouter(seen: number[] = []) {
  const router = createMemoryRouter(
    ['/', '/reviews', '/insights'].map((path) => ({
      path,
      element: (
        <>
          <Page />
          <LayoutProbe seen={seen} />
        </>
      ),
    })),
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollToTopOnNewPage (German owner trial: pages opened already scrolled)', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  });

  it('scrolls to the top when a link opens another page', async () => {
    const router = renderRouter();
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/reviews'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('resets the scroll in the commit that shows the page, before it is painted', async () => {
    const seen: number[] = [];
    const router = renderRouter(seen);
    await act(() => router.navigate('/reviews'));
    // The probe's layout effect, the last of the commit, already sees the reset.
    expect(seen.at(-1)).toBe(1);
  });

  it('keeps the position when only the query changes, on a hash, and on Back', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/reviews'));
    scrollTo.mockClear();
    await act(() => router.navigate('/reviews?rating=1'));
    await act(() => router.navigate('/insights#table'));
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
