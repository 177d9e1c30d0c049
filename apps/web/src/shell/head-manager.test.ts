import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeadManager, HEAD_DEBOUNCE_MS } from './head-manager';

describe('head manager (spec section 9: the head update is debounced by 10 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes only the last title asked for within 10 ms, once', () => {
    const doc = { title: 'Location Performance' };
    const head = createHeadManager({ doc });
    const written: string[] = [];
    head.subscribe((title) => written.push(title));
    head.setTitle('Sign in · Location Performance');
    vi.advanceTimersByTime(HEAD_DEBOUNCE_MS - 1);
    head.setTitle('Reviews · Location Performance');
    vi.advanceTimersByTime(HEAD_DEBOUNCE_MS - 1);
    expect(doc.title).toBe('Location Performance');
    vi.advanceTimersByTime(1);
    expect(doc.title).toBe('Reviews · Location Performance');
    expect(written).toEqual(['Reviews · Location Performance']);
    expect(HEAD_DEBOUNCE_MS).toBe(10);
  });

  it('tells no listener about a title that is already the document title', () => {
    const doc = { title: 'Shop · Location Performance' };
    const head = createHeadManager({ doc });
    const listener = vi.fn();
    head.subscribe(listener);
    head.setTitle('Shop · Location Performance');
    vi.advanceTimersByTime(HEAD_DEBOUNCE_MS);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const head = createHeadManager({ doc: { title: '' } });
    const listener = vi.fn();
    const unsubscribe = head.subscribe(listener);
    unsubscribe();
    head.setTitle('Home · Location Performance');
    vi.advanceTimersByTime(HEAD_DEBOUNCE_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});
