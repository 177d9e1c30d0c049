// @vitest-environment jsdom
// DOMPurify relies on spec-exact HTML parsing and tree walking; happy-dom mis-parses several
// cheat-sheet payloads (it returns <script> inside <p> unsanitised), so these tests use jsdom,
// the DOM DOMPurify itself is tested against. The stories repeat the check in Chromium.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCenter } from '../test-utils/notifications';
import { FlashMessages } from './flash-messages';
import { flashOutcomes, pushOutcomeFlash } from './outcomes';
import cheatSheet from '../test-utils/xss-payloads.json';

describe('FlashMessages (spec section 4, Flash messages and errors)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows errors and warnings as alerts, info and success as status messages', () => {
    const { center } = renderWithCenter(<FlashMessages />);
    act(() => {
      center.pushFlash({ type: 'error', title: 'Payment failed', message: 'Card declined' });
      center.pushFlash({ type: 'warning', message: 'Quota almost used' });
      center.pushFlash({ type: 'info', message: 'Import running' });
      center.pushFlash({ type: 'success', message: 'Saved' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(
      within(screen.getAllByRole('alert')[0]!).getByText('Payment failed'),
    ).toBeInTheDocument();
  });

  it('removes a message with its close button (mouse and keyboard)', async () => {
    const user = userEvent.setup();
    const { center } = renderWithCenter(<FlashMessages />);
    act(() => {
      center.pushFlash({ type: 'info', message: 'First' });
      center.pushFlash({ type: 'success', message: 'Second' });
    });
    const [firstClose] = screen.getAllByRole('button', { name: 'Close message' });
    await user.click(firstClose!);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Close message' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(center.getState().flashes).toEqual([]);
  });

  it.each([
    ['emailConfirmed', 'Email address confirmed', 'lena@example.test is confirmed'],
    ['passwordReset', 'Password changed', 'You can now sign in'],
    ['subscriptionCancelled', 'Subscription cancelled', 'subscribe again in the shop'],
    ['googleConnected', 'Next step: grant your locations', 'Now grant the locations'],
    ['sessionExpired', 'Note', 'session has expired'],
  ] as const)(
    'shows the %s outcome translated, once however often it is pushed',
    (outcome, title, text) => {
      const { center } = renderWithCenter(<FlashMessages />);
      act(() => {
        pushOutcomeFlash(center, outcome, { email: 'lena@example.test' });
        pushOutcomeFlash(center, outcome, { email: 'lena@example.test' });
      });
      expect(screen.getAllByText(title)).toHaveLength(1);
      expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
      expect(flashOutcomes[outcome].type).toBe(center.getState().flashes[0]?.type);
    },
  );

  it('an outcome closes with its button like any flash', async () => {
    const user = userEvent.setup();
    const { center } = renderWithCenter(<FlashMessages />);
    act(() => void pushOutcomeFlash(center, 'passwordReset'));
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(center.getState().flashes).toEqual([]);
  });

  it('removes all on clear', () => {
    const { center } = renderWithCenter(<FlashMessages />);
    act(() => {
      center.pushFlash({ type: 'info', message: 'A' });
      center.pushFlash({ type: 'warning', message: 'B' });
      center.clearFlash();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the message as sanitised HTML', () => {
    const { center } = renderWithCenter(<FlashMessages />);
    act(() => {
      center.pushFlash({
        type: 'info',
        message: 'See <a href="/shop" onclick="alert(1)">the shop</a><script>alert(2)</script>',
      });
    });
    const link = screen.getByRole('link', { name: 'the shop' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(link).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
  });

  it('renders every cheat-sheet payload without running script', async () => {
    const alert = vi.fn();
    // happy-dom has no alert of its own; a stub records any call a surviving script makes.
    vi.stubGlobal('alert', alert);
    const { center } = renderWithCenter(<FlashMessages />);
    act(() => {
      cheatSheet.payloads.forEach((message, i) =>
        center.pushFlash({ type: 'info', message, key: `p${i}` }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getAllByRole('status')).toHaveLength(cheatSheet.payloads.length);
    expect(document.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
