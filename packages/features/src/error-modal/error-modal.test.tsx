import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCenter } from '../test-utils/notifications';
import { ErrorModal } from './error-modal';

describe('ErrorModal (spec section 4, Flash messages and errors)', () => {
  it('stays closed without errors', () => {
    renderWithCenter(<ErrorModal />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens with the form-error title and lists translated messages with details', async () => {
    const { center } = renderWithCenter(<ErrorModal />);
    act(() => {
      center.pushErrors([
        {
          key: 'google.accounts.update_failed',
          params: { failed: 1, total: 2 },
          details: [
            { key: 'google.accounts.update_failed.detail', params: { message: 'invalid_grant' } },
          ],
        },
        { key: 'cart.error' },
      ]);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Form error' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1 out of 2 Google accounts were updated');
    // Issue 20: Google's raw `invalid_grant` becomes a sentence.
    expect(
      within(dialog).getByText(
        'Failed: Google withdrew the access. Please reauthorize the account.',
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('invalid_grant');
    expect(
      within(dialog).getByText('Something is wrong with your cart. Please check it and try again.'),
    ).toBeInTheDocument();
  });

  it('shows user copy, never the raw key, for an unknown key (issue 20)', async () => {
    const { center } = renderWithCenter(<ErrorModal />);
    act(() => center.pushErrors([{ key: 'server.brand.new' }]));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Something went wrong. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('server.brand.new');
  });

  it('Close empties the list (pointer)', async () => {
    const user = userEvent.setup();
    const { center } = renderWithCenter(<ErrorModal />);
    act(() => center.pushErrors([{ key: 'cart.error' }]));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(center.getState().errors).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog, and Escape empties the list too (keyboard)', async () => {
    const user = userEvent.setup();
    const { center } = renderWithCenter(<ErrorModal />);
    act(() => center.pushErrors([{ key: 'cart.error' }]));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(center.getState().errors).toEqual([]);
  });
});
