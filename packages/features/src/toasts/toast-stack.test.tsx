import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import { renderWithCenter } from '../test-utils/notifications';
import { ToastStack } from './toast-stack';

describe('ToastStack (spec sections 4, 8 and 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('translates the title and description keys with their values', async () => {
    const { center } = renderWithCenter(<ToastStack />);
    act(() => {
      center.pushToast({
        title: 'toast.title.success',
        description: 'admin.signup_email.sent',
        descriptionValues: { email: 'ada@example.com' },
        type: 'success',
      });
    });
    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Success')).toBeInTheDocument();
    expect(
      within(toast).getByText('A registration email has been sent to ada@example.com.'),
    ).toBeInTheDocument();
  });

  it('follows a switch of language while it shows (owner trial 8)', async () => {
    const catalogues = {
      en: { 'toast.title.success': 'Success', 'settings.saved': 'Your changes have been saved.' },
      de: {
        'toast.title.success': 'Das hat geklappt',
        'settings.saved': 'Ihre Änderungen wurden gespeichert.',
      },
    };
    const center = createNotificationCenter();
    const app = (locale: 'en' | 'de') => (
      <IntlProvider locale={locale} messages={catalogues[locale]} onError={() => {}}>
        <NotificationProvider center={center}>
          <ToastStack />
        </NotificationProvider>
      </IntlProvider>
    );
    const { rerender } = render(app('de'));
    act(() => {
      center.pushToast({
        title: 'toast.title.success',
        description: 'settings.saved',
        type: 'success',
        timeout: 0,
      });
    });
    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Ihre Änderungen wurden gespeichert.')).toBeInTheDocument();
    rerender(app('en'));
    expect(within(toast).getByText('Success')).toBeInTheDocument();
    expect(within(toast).getByText('Your changes have been saved.')).toBeInTheDocument();
  });

  it('falls back to the type title for an unknown title and drops an unknown description', async () => {
    const { center } = renderWithCenter(<ToastStack />);
    act(() => {
      center.pushToast({ title: 'no.such.title', description: 'no.such.text', type: 'error' });
    });
    const toast = await screen.findByRole('alertdialog');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).queryByText(/no\.such/)).not.toBeInTheDocument();
  });

  it('closes with its close button and leaves the center', async () => {
    const user = userEvent.setup();
    const { center } = renderWithCenter(<ToastStack />);
    act(() => {
      center.pushToast({ title: 'note', description: 'auth.session.expired', timeout: 0 });
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(center.getState().toasts).toEqual([]);
  });

  it('runs an action and closes', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { center } = renderWithCenter(<ToastStack />);
    act(() => {
      center.pushToast({ title: 'note', timeout: 0, actions: [{ label: 'Undo', onPress }] });
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(center.getState().toasts).toEqual([]);
  });

  it('closes itself after the default 5000 ms (spec section 9)', () => {
    vi.useFakeTimers();
    const { center } = renderWithCenter(<ToastStack />);
    act(() => {
      center.pushToast({ title: 'toast.title.info' });
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(center.getState().toasts).toEqual([]);
  });

  it('closes a toast the center dismisses, and shows each toast once', async () => {
    const { center } = renderWithCenter(<ToastStack />);
    let id = '';
    act(() => {
      id = center.pushToast({ title: 'note', timeout: 0 });
      center.pushToast({ title: 'toast.title.error', type: 'error', timeout: 0 });
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(2);
    act(() => center.dismissToast(id));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('on a phone, a new success or info toast replaces the earlier ones; errors stay (issue "Trust in every action")', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { center } = renderWithCenter(<ToastStack />);
      act(() => {
        center.pushToast({ title: 'toast.title.error', type: 'error', timeout: 0 });
        center.pushToast({ title: 'first', type: 'success', timeout: 0 });
      });
      expect(await screen.findAllByRole('alertdialog')).toHaveLength(2);
      act(() => {
        center.pushToast({ title: 'toast.title.info', type: 'info', timeout: 0 });
      });
      const toasts = await screen.findAllByRole('alertdialog');
      // Newest first.
      expect(toasts.map((toast) => within(toast).getAllByText(/./)[0]?.textContent)).toEqual([
        'Note',
        'Error',
      ]);
      expect(center.getState().toasts.map((toast) => toast.type)).toEqual(['error', 'info']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a wide screen, every toast stays until its own time is up', async () => {
    const { center } = renderWithCenter(<ToastStack />);
    act(() => {
      center.pushToast({ title: 'first', type: 'success', timeout: 0 });
      center.pushToast({ title: 'second', type: 'success', timeout: 0 });
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(2);
  });
});
