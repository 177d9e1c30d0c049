import { describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_RETRY_MS, retryWhenRendered, scrollToHash } from './hash-scroll';
import { rmsgToast, withoutRmsg } from './rmsg';
import { breakpointFor, isSmallScreen, viewportCookie } from './viewport';

describe('rmsg (spec section 2)', () => {
  it('shows a success toast with a check icon for google.auth.success', () => {
    expect(rmsgToast('google.auth.success')).toEqual({
      type: 'success',
      title: 'google.auth.success',
      description: 'google.auth.success.details',
      icon: 'check',
    });
  });

  it.each(['rejected', 'error', 'missing_scopes'])(
    'shows an error toast with an x icon for google.auth.%s',
    (result) => {
      expect(rmsgToast(`google.auth.${result}`)).toMatchObject({ type: 'error', icon: 'x' });
    },
  );

  it('ignores unknown values and removes rmsg from the query, keeping the rest', () => {
    expect(rmsgToast('google.auth.<script>')).toBeNull();
    expect(rmsgToast(null)).toBeNull();
    expect(withoutRmsg('?tab=2&rmsg=google.auth.success')).toBe('?tab=2');
    expect(withoutRmsg('?rmsg=x')).toBe('');
  });
});

describe('viewport cookie (spec sections 3 and 9)', () => {
  it('maps widths to the breakpoints, falling back to lg', () => {
    expect(breakpointFor(375)).toBe('xs');
    expect(breakpointFor(640)).toBe('sm');
    expect(breakpointFor(800)).toBe('md');
    expect(breakpointFor(1280)).toBe('xl');
    expect(breakpointFor(2000)).toBe('2xl');
    expect(breakpointFor(undefined)).toBe('lg');
    expect(isSmallScreen(1023)).toBe(true);
    expect(isSmallScreen(1280)).toBe(false);
  });

  it('is kept for 365 days on the whole site, strictly same-site and secure', () => {
    expect(viewportCookie('md')).toBe(
      'viewport=md; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });
});

/** A hash target: scrolled to, then held in place (holdInView measures it). */
const fakeTarget = (scrollIntoView = vi.fn()) => ({
  scrollIntoView,
  getBoundingClientRect: () => ({ top: 0 }),
  isConnected: true,
});

describe('hash scroll (spec sections 2 and 9)', () => {
  it('scrolls at once when the element exists', () => {
    const scrollIntoView = vi.fn();
    const schedule = vi.fn();
    scrollToHash('#faq', { getElementById: () => fakeTarget(scrollIntoView) as never }, schedule);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(schedule).not.toHaveBeenCalled();
  });

  it('retries once after 2 s when the element is not there yet', () => {
    const scrollIntoView = vi.fn();
    let present = false;
    const doc = {
      getElementById: () => (present ? (fakeTarget(scrollIntoView) as never) : null),
    };
    const scheduled: Array<[() => void, number]> = [];
    scrollToHash('#faq', doc, (fn, ms) => {
      scheduled.push([fn, ms]);
      return () => {};
    });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.[1]).toBe(HASH_SCROLL_RETRY_MS);
    present = true;
    scheduled[0]?.[0]();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('tells of a target found only on the retry, so focus can follow it (owner trial 7)', () => {
    const target = fakeTarget();
    let present = false;
    const doc = { getElementById: () => (present ? (target as never) : null) };
    let retry = () => {};
    const onLateTarget = vi.fn();
    scrollToHash(
      '#locperf-location-loc-6',
      doc,
      (fn) => {
        retry = fn;
        return () => {};
      },
      onLateTarget,
    );
    expect(onLateTarget).not.toHaveBeenCalled();
    present = true;
    retry();
    expect(onLateTarget).toHaveBeenCalledWith(target);
  });
});

describe('retryWhenRendered (owner trial 8)', () => {
  it('retries as soon as the target is rendered, once, and not again at the delay', async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      document.body.append(root);
      const retry = vi.fn();
      retryWhenRendered('#locperf-location-loc-6', root)(retry, HASH_SCROLL_RETRY_MS);
      root.append(document.createElement('p'));
      await Promise.resolve();
      expect(retry).not.toHaveBeenCalled();
      const target = document.createElement('section');
      target.id = 'locperf-location-loc-6';
      root.append(target);
      await vi.waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
      vi.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
      expect(retry).toHaveBeenCalledTimes(1);
      root.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('still retries once after the delay when the target never shows (spec section 9)', () => {
    vi.useFakeTimers();
    try {
      const retry = vi.fn();
      const cancel = retryWhenRendered('#nowhere', document.body)(retry, HASH_SCROLL_RETRY_MS);
      vi.advanceTimersByTime(HASH_SCROLL_RETRY_MS - 1);
      expect(retry).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(retry).toHaveBeenCalledTimes(1);
      cancel();
    } finally {
      vi.useRealTimers();
    }
  });
});
