import type { NotificationCenter } from '@locperf/features/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { storyText, WithCenter } from '../test-utils/story';
import { SubscriptionRequiredModal } from './subscription-required-modal';

type Setup = (center: NotificationCenter) => void;
const show = (setup: Setup) => (Story: () => ReactNode) => (
  <WithCenter setup={setup}>
    <Story />
  </WithCenter>
);
const withReason: Setup = (c) =>
  c.openSubscriptionRequired({ message: 'subscription.required', detail: 'Review responder' });

const meta = {
  title: 'Features/Shell/SubscriptionRequiredModal',
  component: SubscriptionRequiredModal,
  tags: ['autodocs'],
  args: { shopHref: '/shop' },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof SubscriptionRequiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The server answered 402 with a reason.
/** With the reason the server gave. */
export const WithReason: Story = {
  decorators: [show(withReason)],
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'subscriptionRequired.title'),
    });
    const primary = within(dialog).getByRole('link', {
      name: storyText(globals, 'subscriptionRequired.toShop'),
    });
    await expect(primary).toHaveAttribute('href', '/shop');
    // One button hierarchy for dialogs: the primary action is a filled button, on the right of
    // the secondary one, never a bare text link (issue 20).
    const later = within(dialog).getByRole('button', {
      name: storyText(globals, 'subscriptionRequired.later'),
    });
    await expect(getComputedStyle(primary).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(primary).textDecorationLine).toBe('none');
    await expect(primary.getBoundingClientRect().left).toBeGreaterThan(
      later.getBoundingClientRect().right,
    );
    await expect(primary.getBoundingClientRect().height).toBe(later.getBoundingClientRect().height);
  },
};

export const WithoutReason: Story = { decorators: [show((c) => c.openSubscriptionRequired())] };
// The 402 names the missing product.
/** The answer names the missing product: its name shows, with the link to the shop. */
export const MissingProduct: Story = {
  decorators: [
    show((c) =>
      c.openSubscriptionRequired({ message: 'subscription.required', detail: 'review_booster' }),
    ),
  ],
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'subscriptionRequired.title'),
    });
    await expect(
      within(dialog).getByText(
        storyText(globals, 'subscriptionRequired.product', {
          product: storyText(globals, 'product.type.reviewBooster'),
        }),
      ),
    ).toBeInTheDocument();
    await expect(within(dialog).queryByText('review_booster')).toBeNull();
  },
};
export const Closed: Story = { decorators: [show(() => {})] };
