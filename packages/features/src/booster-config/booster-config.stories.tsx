import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ANY_TEXT, storyText, storyTextPattern } from '../test-utils/story';
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
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('img', {
        name: storyTextPattern(globals, 'booster.qr.alt', { name: ANY_TEXT }),
      }),
    ).toBeInTheDocument();
  },
};

/** The QR code's three actions share one look, one height and one baseline. */
export const QrActionsAligned: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = (id: string) => storyText(globals, id);
    const actions = [
      await canvas.findByRole('link', { name: text('booster.download.svg') }),
      canvas.getByRole('button', { name: text('booster.download.png') }),
      canvas.getByRole('link', { name: text('booster.open') }),
    ];
    const boxes = actions.map((action) => action.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(new Set(actions.map((a) => getComputedStyle(a).borderTopColor)).size).toBe(1);
  },
};

/** A location without a booster subscription: no link, no QR code, the way to the shop. */
export const NoSubscription: Story = {
  beforeEach() {
    resetMockDb();
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        storyText(globals, 'booster.unsubscribed', { name: 'Sonnenschein Berlin' }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText(globals, 'booster.toShop') }),
    ).toHaveAttribute('href', '/shop');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Default,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
