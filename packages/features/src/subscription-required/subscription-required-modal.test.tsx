import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCenter } from '../test-utils/notifications';
import { SubscriptionRequiredModal } from './subscription-required-modal';

describe('SubscriptionRequiredModal (spec sections 2 and 8, HTTP 402)', () => {
  it('stays closed until the center opens it', () => {
    renderWithCenter(<SubscriptionRequiredModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the heading, the translated reason and links to the shop', async () => {
    const { center } = renderWithCenter(<SubscriptionRequiredModal />);
    act(() =>
      center.openSubscriptionRequired({
        message: 'subscription.required',
        detail: 'Plan: Responder',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscription required' });
    // The generic reason is the dialog's own first sentence: said once, not twice (issue 20).
    expect(within(dialog).getAllByText(/This feature needs an active subscription\./)).toHaveLength(
      1,
    );
    expect(within(dialog).getByText('Plan: Responder')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/shop');
    expect(within(dialog).getByRole('link', { name: 'To the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('works without a reason and takes another shop path', async () => {
    const { center } = renderWithCenter(<SubscriptionRequiredModal shopHref="/de/shop" />);
    act(() => center.openSubscriptionRequired());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'To the shop' })).toHaveAttribute(
      'href',
      '/de/shop',
    );
  });

  it('routes "To the shop" through the RouterProvider and clears the state', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { center } = renderWithCenter(
      <RouterProvider navigate={navigate}>
        <SubscriptionRequiredModal />
      </RouterProvider>,
    );
    act(() => center.openSubscriptionRequired());
    await user.click(await screen.findByRole('link', { name: 'To the shop' }));
    expect(navigate).toHaveBeenCalledWith('/shop', undefined);
    expect(center.getState().subscriptionRequired).toBeNull();
  });

  it('Later and Escape close it and clear the state', async () => {
    const user = userEvent.setup();
    const { center } = renderWithCenter(<SubscriptionRequiredModal />);
    act(() => center.openSubscriptionRequired());
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(center.getState().subscriptionRequired).toBeNull();
    act(() => center.openSubscriptionRequired());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(center.getState().subscriptionRequired).toBeNull();
  });
});
