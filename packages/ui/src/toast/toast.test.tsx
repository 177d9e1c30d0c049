import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, ToastRegion } from './toast';

describe('ToastRegion', () => {
  // shouldAdvanceTime: Testing Library waits on a real setTimeout(0) between user events.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('closes a toast after the default 5000 ms', () => {
    const toasts = createToastQueue();
    render(<ToastRegion queue={toasts} closeLabel="Close" />);
    act(() => {
      toasts.add({ title: 'Product added to the cart' });
    });
    expect(
      screen.getByRole('alertdialog', { name: 'Product added to the cart' }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Product added to the cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Product added to the cart')).not.toBeInTheDocument();
  });

  it('pauses the timer while hovered and resumes when the pointer leaves', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const toasts = createToastQueue();
    render(<ToastRegion queue={toasts} closeLabel="Close" />);
    act(() => {
      toasts.add({ title: 'Saved', color: 'success' });
    });
    await user.hover(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.unhover(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses the timer while focus is inside the region', () => {
    const toasts = createToastQueue();
    render(<ToastRegion queue={toasts} closeLabel="Close" />);
    act(() => {
      toasts.add({ title: 'Saved' });
    });
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('closes with its close button and runs actions', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const toasts = createToastQueue();
    const undo = vi.fn();
    render(<ToastRegion queue={toasts} closeLabel="Close" />);
    act(() => {
      toasts.add({
        title: 'Item removed',
        timeout: 0,
        actions: [{ label: 'Undo', onPress: undo }],
      });
      toasts.add({ title: 'Request failed', color: 'error', timeout: 0 });
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Item removed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Request failed')).not.toBeInTheDocument();
  });
});
