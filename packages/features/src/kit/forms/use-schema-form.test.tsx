import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useSchemaForm, VALIDATION_DEBOUNCE_MS } from './use-schema-form';

const zones = ['Europe/Berlin', 'America/New_York'];
const schema = z.object({
  timezone: z.string().check(z.refine((v) => zones.includes(v), 'validation.timezone')),
});

function renderForm() {
  return renderHook(() =>
    useSchemaForm({ schema, initialValues: { timezone: 'Europe/Berlin' }, onSubmit: vi.fn() }),
  );
}

describe('useSchemaForm field validation (spec section 5: debounced by 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a new error only after the pause, and drops a fixed one at once', () => {
    const { result } = renderForm();
    act(() => result.current.setValue('timezone', 'new york'));
    // Still typing: no error yet.
    expect(result.current.errors.timezone).toBeUndefined();
    act(() => vi.advanceTimersByTime(VALIDATION_DEBOUNCE_MS));
    expect(result.current.errors.timezone?.key).toBe('validation.timezone');
    // The zone picked from the list: the error goes with the change, not 300 ms later (a
    // screenshot of the profile story caught "Choose a time zone from the list" under the
    // chosen zone on a loaded machine).
    act(() => result.current.setValue('timezone', 'America/New_York'));
    expect(result.current.errors.timezone).toBeUndefined();
  });

  it('keeps an error that the change did not fix until the pause re-checks it', () => {
    const { result } = renderForm();
    act(() => result.current.setValue('timezone', 'new'));
    act(() => vi.advanceTimersByTime(VALIDATION_DEBOUNCE_MS));
    act(() => result.current.setValue('timezone', 'new y'));
    expect(result.current.errors.timezone?.key).toBe('validation.timezone');
  });
});
