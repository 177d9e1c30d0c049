import { listLocations } from '@locperf/api/locations';
import { mockResponse } from '@locperf/mocks';
import { listProducts } from '@locperf/api/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ORGANIZATION_ID, signedInStory, withCommerce } from '../test-utils/commerce';
import { ProductListWithCart } from '../test-utils/product-list-with-cart';
import { storyText } from '../test-utils/story';

const location = (id: string, granted: boolean, hasSubscribed: string[]) => ({
  id,
  name: `Sonnenschein ${id}`,
  type: 'Bäckerei',
  granted,
  hasSubscribed,
  subscriptions: [],
});

const meta = {
  title: 'Features/Commerce/ProductList',
  component: ProductListWithCart,
  tags: ['autodocs'],
  decorators: [withCommerce],
  args: { organizationId: ORGANIZATION_ID },
  beforeEach: () => signedInStory(),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ProductListWithCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'shop.product.add', { name: 'Review Responder' }),
      }),
    ).toBeEnabled();
  },
};

/** Every location already has both products: adding is disabled, with the reason. */
export const AllSubscribed: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listLocations, {
        status: 200,
        body: [location('Berlin', true, ['review_responder', 'review_booster'])],
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', {
        name: storyText(globals, 'shop.product.add', { name: 'Review Booster' }),
      }),
    ).toBeDisabled();
    await expect(
      canvas.getAllByText(storyText(globals, 'shop.product.blocked.allSubscribed')),
    ).toHaveLength(2);
  },
};

export const NoGrantedLocation: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listLocations, { status: 200, body: [location('Dresden', false, [])] }));
  },
};

/**
 * Added to the cart, with `onShowCart`: the button the user pressed turns into "Go to cart" and
 * keeps focus.
 */
export const InCart: Story = {
  args: { onShowCart: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: storyText(globals, 'shop.product.add', { name: 'Review Responder' }),
      }),
    );
    const goToCart = canvas.getByRole('button', {
      name: storyText(globals, 'shop.product.goToCart'),
    });
    await expect(goToCart).toHaveFocus();
    await expect(goToCart).toHaveAccessibleDescription(
      storyText(globals, 'shop.product.blocked.inCart'),
    );
    await userEvent.click(goToCart);
    await expect(args.onShowCart).toHaveBeenCalledTimes(1);
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listProducts, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'shop.products.loadFailed')),
    ).toBeInTheDocument();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Products,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/** While the products load: a labelled status with two placeholders shaped like product cards. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listProducts, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'shop.products.loading'),
      }),
    ).toBeInTheDocument();
  },
};
