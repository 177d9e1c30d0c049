import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchVisibleLinks } from './visible-links';

/** An IntersectionObserver stub whose targets all count as in view once `showAll` runs. */
class StubIntersectionObserver {
  static all: StubIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    StubIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static showAll() {
    for (const observer of StubIntersectionObserver.all) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

/** Idle callbacks run when the test says so. */
function manualIdle() {
  const pending = new Set<() => void>();
  return {
    idle: (run: () => void) => {
      pending.add(run);
      return () => pending.delete(run);
    },
    flush: () => {
      const runs = [...pending];
      pending.clear();
      for (const run of runs) run();
    },
  };
}

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.setAttribute('href', href);
  return a;
}

/** MutationObserver callbacks run as microtasks. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchVisibleLinks (spec section 9, link prefetch on visibility)', () => {
  beforeEach(() => {
    StubIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', StubIntersectionObserver);
    document.body.replaceChildren();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports a link that appears after the first look, once (a lazy side navigation)', async () => {
    const { idle, flush } = manualIdle();
    document.body.append(link('/shop'), link('https://elsewhere.example/'));
    const seen = vi.fn<(href: string) => void>();
    const stop = watchVisibleLinks(document.body, (a) => seen(a.getAttribute('href') ?? ''), idle);

    flush();
    StubIntersectionObserver.showAll();
    expect(seen.mock.calls).toEqual([['/shop']]);

    // The side navigation's chunk arrives after the idle look.
    const nav = document.createElement('nav');
    nav.append(link('/reviews'));
    document.body.append(nav);
    await mutationsDelivered();
    flush();
    StubIntersectionObserver.showAll();
    StubIntersectionObserver.showAll();
    expect(seen.mock.calls).toEqual([['/shop'], ['/reviews']]);
    stop();
  });

  it('looks only when idle, and not at all once stopped', async () => {
    const { idle, flush } = manualIdle();
    const seen = vi.fn();
    const stop = watchVisibleLinks(document.body, seen, idle);
    document.body.append(link('/insights'));
    await mutationsDelivered();
    StubIntersectionObserver.showAll();
    expect(seen).not.toHaveBeenCalled();
    stop();
    flush();
    document.body.append(link('/shop'));
    await mutationsDelivered();
    flush();
    StubIntersectionObserver.showAll();
    expect(seen).not.toHaveBeenCalled();
  });
});
