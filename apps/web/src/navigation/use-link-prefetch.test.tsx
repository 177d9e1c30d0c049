import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkQuiet } from './network-quiet';
import { useLinkPrefetch } from './use-link-prefetch';

const loadReviews = vi.hoisted(() => vi.fn(() => Promise.resolve({ Component: () => null })));
vi.mock('../pages/pages', () => ({ pageLoaders: { '/reviews': loadReviews } }));

/** Every observed link is at once in view. */
class InViewObserver {
  constructor(private readonly report: (entries: IntersectionObserverEntry[]) => void) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry]);
  }
  unobserve() {}
  disconnect() {}
}

function Page() {
  useLinkPrefetch('/');
  return <a href="/reviews">Reviews</a>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  vi.unstubAllGlobals();
  loadReviews.mockClear();
});

describe('visible-link prefetch (spec section 9, issue 14)', () => {
  it("waits until the page's own API requests have answered", async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    let answer: () => void = () => {};
    const held = networkQuiet.track(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response('{}'));
        }),
    );
    const request = held('/api/organizations/o/reviews');
    render(<Page />);
    await settle();
    expect(loadReviews).not.toHaveBeenCalled();
    answer();
    await request;
    await vi.waitFor(() => expect(loadReviews).toHaveBeenCalledTimes(1));
  });

  it('prefetches a visible link at once when nothing is in flight', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    render(<Page />);
    await vi.waitFor(() => expect(loadReviews).toHaveBeenCalledTimes(1));
  });
});
