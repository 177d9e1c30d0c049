import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resetMockDb } from '@locperf/mocks';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { BoosterConfig } from './booster-config';
import { subscribeBooster } from '../test-utils/subscribe-booster';

const meta = {
  title: 'Features/Reviews/BoosterConfig',
  component: BoosterConfig,
  tags: ['autodocs'],
  args: { organizationId: DEMO_ORGANIZATION_ID, shopHref: '/shop' },
  beforeEach() {
    signInStory();
    resetMockDb();
    subscribeBooster(['loc-1']);
    return () => resetMockDb();
  },
} satisfies Meta<typeof BoosterConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review link, its QR code and the help text that the booster never gates reviews. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /QR code of the Google review link/ }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A location without a booster subscription: no link, no QR code, the way to the shop. */
export const NoSubscription: Story = {
  beforeEach() {
    resetMockDb();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Sonnenschein Berlin has no review booster subscription yet.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe in the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
export const NoSubscriptionDark: Story = { ...NoSubscription, globals: { theme: 'dark' } };
export const NoSubscriptionGerman: Story = {
  beforeEach() {
    resetMockDb();
  },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Im Shop abonnieren' }),
    ).toBeVisible();
  },
};
