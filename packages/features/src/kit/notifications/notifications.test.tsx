import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import {
  createNotificationCenter,
  ERROR_FLASH_KEY,
  NotificationProvider,
  useNotificationCenter,
  useNotificationState,
  useTranslateKey,
} from './index';

describe('createNotificationCenter (spec sections 3, 4 and 8)', () => {
  it('gives toasts an id, type info and the 5000 ms default timeout (spec section 9)', () => {
    const center = createNotificationCenter();
    const id = center.pushToast({ title: 'toast.title.info' });
    expect(center.getState().toasts).toEqual([
      { id, title: 'toast.title.info', type: 'info', timeout: 5000 },
    ]);
    center.pushToast({ title: 'toast.title.error', type: 'error', timeout: 0 });
    expect(center.getState().toasts[1]).toMatchObject({ type: 'error', timeout: 0 });
    expect(center.getState().toasts[1]?.id).not.toBe(id);
    center.dismissToast(id);
    expect(center.getState().toasts).toHaveLength(1);
  });

  it('gives warning, info and success flashes random keys, and keeps a given key', () => {
    const center = createNotificationCenter();
    const keys = (['warning', 'info', 'success', 'info'] as const).map((type) =>
      center.pushFlash({ type, message: 'x' }),
    );
    expect(new Set(keys).size).toBe(4);
    expect(center.pushFlash({ type: 'info', message: 'y', key: 'mine' })).toBe('mine');
    expect(center.getState().flashes).toHaveLength(5);
  });

  it('replaces a flash with the same key; an un-keyed error shares one key', () => {
    const center = createNotificationCenter();
    center.pushFlash({ type: 'error', message: 'first' });
    center.pushFlash({ type: 'error', message: 'second' });
    expect(center.getState().flashes).toEqual([
      { key: ERROR_FLASH_KEY, type: 'error', message: 'second' },
    ]);
  });

  it('removes one flash by key and clears all', () => {
    const center = createNotificationCenter();
    const a = center.pushFlash({ type: 'info', message: 'a' });
    center.pushFlash({ type: 'success', message: 'b' });
    center.removeFlash(a);
    expect(center.getState().flashes.map((f) => f.message)).toEqual(['b']);
    center.clearFlash();
    expect(center.getState().flashes).toEqual([]);
  });

  it('normalises error entries and clears them', () => {
    const center = createNotificationCenter();
    center.pushErrors([{ key: 'cart.error' }, { key: 'x', details: [{ key: 'y' }] }]);
    expect(center.getState().errors).toEqual([
      { key: 'cart.error', params: {}, details: [] },
      { key: 'x', params: {}, details: [{ key: 'y', params: {} }] },
    ]);
    center.clearErrors();
    expect(center.getState().errors).toEqual([]);
  });

  it('opens and closes the subscription-required state with its reason', () => {
    const center = createNotificationCenter();
    expect(center.getState().subscriptionRequired).toBeNull();
    center.openSubscriptionRequired({ message: 'subscription.required' });
    expect(center.getState().subscriptionRequired).toEqual({ message: 'subscription.required' });
    center.closeSubscriptionRequired();
    expect(center.getState().subscriptionRequired).toBeNull();
  });

  it('notifies subscribers on change only, and stops after unsubscribe', () => {
    const center = createNotificationCenter();
    const listener = vi.fn();
    const unsubscribe = center.subscribe(listener);
    const before = center.getState();
    center.clearErrors();
    center.removeFlash('missing');
    expect(listener).not.toHaveBeenCalled();
    expect(center.getState()).toBe(before);
    center.pushFlash({ type: 'info', message: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    center.clearFlash();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps two centers apart (partners embed widgets side by side)', () => {
    const a = createNotificationCenter();
    const b = createNotificationCenter();
    a.pushErrors([{ key: 'cart.error' }]);
    expect(b.getState().errors).toEqual([]);
  });
});

describe('NotificationProvider and hooks', () => {
  function Count() {
    const { flashes } = useNotificationState();
    return <p>{flashes.length}</p>;
  }

  it('re-renders readers when the center changes', () => {
    const center = createNotificationCenter();
    render(
      <NotificationProvider center={center}>
        <Count />
      </NotificationProvider>,
    );
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => {
      center.pushFlash({ type: 'info', message: 'a' });
    });
    expect(screen.getByText('1')).toBeInTheDocument();
  });

  it('useNotificationCenter throws a helpful error without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useNotificationCenter())).toThrow(/NotificationProvider/);
  });
});

describe('useTranslateKey', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={{ 'app.only': 'From the app {n}' }} onError={() => {}}>
      {children}
    </IntlProvider>
  );

  it('formats server keys with their params', () => {
    const { result } = renderHook(() => useTranslateKey(), { wrapper });
    expect(result.current('google.accounts.update_failed', { failed: 1, total: 2 })).toEqual({
      text: '1 out of 2 Google accounts were updated',
      known: true,
    });
  });

  it('knows keys of the loaded catalogue, and reports unknown keys instead of echoing them', () => {
    const { result } = renderHook(() => useTranslateKey(), { wrapper });
    expect(result.current('app.only', { n: 3 }).text).toBe('From the app 3');
    expect(result.current('no.such.key')).toEqual({ text: undefined, known: false });
  });

  it('turns object params into text instead of crashing', () => {
    const { result } = renderHook(() => useTranslateKey(), { wrapper });
    expect(result.current('error.ooops', { message: { a: 1 } }).text).toBe('Ooops...! {"a":1}');
  });
});
