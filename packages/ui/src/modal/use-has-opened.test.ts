import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasOpened } from './use-has-opened';

describe('useHasOpened', () => {
  it('is false until the overlay first opens, then stays true after it closes', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useHasOpened(isOpen), {
      initialProps: { isOpen: false },
    });
    expect(result.current).toBe(false);
    rerender({ isOpen: false });
    expect(result.current).toBe(false);
    rerender({ isOpen: true });
    expect(result.current).toBe(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for an overlay that starts open', () => {
    const { result } = renderHook(() => useHasOpened(true));
    expect(result.current).toBe(true);
  });
});
