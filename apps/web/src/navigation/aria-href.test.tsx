import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useHref } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAriaHref } from './aria-href';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );

describe('useAriaHref (issue 19: external links open the real URL)', () => {
  const wrapper = at('/settings/review-responder');

  it('keeps an external https URL as it is', () => {
    const url = 'https://search.google.com/local/writereview?placeid=abc';
    expect(renderHook(() => useAriaHref(url), { wrapper }).result.current).toBe(url);
  });

  it('keeps a data: URL, so a download saves the file itself', () => {
    const url = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E';
    expect(renderHook(() => useAriaHref(url), { wrapper }).result.current).toBe(url);
  });

  it('still resolves app paths through the router', () => {
    expect(renderHook(() => useAriaHref('/reviews'), { wrapper }).result.current).toBe('/reviews');
    expect(renderHook(() => useAriaHref('/settings/booster?x=1'), { wrapper }).result.current).toBe(
      '/settings/booster?x=1',
    );
  });

  it('is needed: react-router alone turns the Google URL into an in-app path', () => {
    const url = 'https://search.google.com/local/writereview?placeid=abc';
    expect(renderHook(() => useHref(url), { wrapper }).result.current).not.toBe(url);
  });
});
