import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './media-query';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query, false) ? 'matches' : 'no match'}</p>;
}

/** A `matchMedia` whose answer the test switches, like rotating a phone. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers the media query and follows its changes', () => {
    const change = fakeMatchMedia(true);
    render(<Probe query="(pointer: fine)" />);
    expect(screen.getByText('matches')).toBeInTheDocument();
    act(() => change(false));
    expect(screen.getByText('no match')).toBeInTheDocument();
  });

  it('answers the fallback where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe query="(pointer: fine)" />);
    expect(screen.getByText('no match')).toBeInTheDocument();
  });
});
