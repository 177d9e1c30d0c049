import { listProducts } from '@locperf/api/shop';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ORGANIZATION_ID, signedInStory, withCommerce } from '../test-utils/commerce';
import { CartView } from './cart-view';
import { storyText } from '../test-utils/story';

const mixed = {
  items: [
    { priceId: 'price_responder_monthly', locations: ['loc-3', 'loc-4', 'loc-5'] },
    { priceId: 'price_booster_monthly', locations: ['loc-1', 'loc-2'] },
  ],
};

const meta = {
  title: 'Features/Commerce/CartView',
  component: CartView,
  tags: ['autodocs'],
  decorators: [withCommerce],
  args: { organizationId: ORGANIZATION_ID, onCheckout: fn() },
  beforeEach: () => signedInStory(mixed),
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both products: exclusive and inclusive VAT, quantities from the selected locations. */
export const Mixed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        storyText(globals, 'cart.total', { gross: '141,53 €', net: '118,93 €', vat: '22,60 €' }),
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: storyText(globals, 'cart.checkout') }),
    ).toBeEnabled();
  },
};

/** "3 locations" up front; the selection opens in place to change it. */
export const ChangingLocations: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: `${storyText(globals, 'cart.line.locationCount', { count: 3 })} ${storyText(globals, 'cart.line.locations.change')}`,
      }),
    );
    await expect(
      canvas.getByRole('group', {
        name: storyText(globals, 'cart.line.locations', { name: 'Review Responder' }),
      }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => signedInStory(),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'cart.empty')),
    ).toBeInTheDocument();
  },
};

/** The user deselected an item's last location: checkout is blocked, with the reason (section 5). */
export const ItemWithoutLocation: Story = {
  beforeEach: () =>
    signedInStory({ items: [{ priceId: 'price_booster_monthly', locations: ['loc-1'] }] }),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: new RegExp(`^${storyText(globals, 'cart.line.locationCount', { count: 1 })}`),
      }),
    );
    await userEvent.click(await canvas.findByText('Sonnenschein Berlin'));
    await expect(canvas.getByText(storyText(globals, 'cart.checkout.blocked'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: storyText(globals, 'cart.checkout') }),
    ).toBeDisabled();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Mixed,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/**
 * While the products and locations load, with two items in the cart: a labelled status with a
 * placeholder line per item and the total's row.
 */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listProducts, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'cart.loading'),
      }),
    ).toBeInTheDocument();
  },
};
