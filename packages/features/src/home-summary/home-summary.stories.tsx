import { DEMO_ACCOUNTS } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInAs } from '../test-utils/accounts-story';
import { HomeSummary } from './home-summary';

const meta = {
  title: 'Features/Accounts/HomeSummary',
  component: HomeSummary,
  tags: ['autodocs'],
  args: {
    reviewsHref: '/reviews',
    setupHref: '/settings/review-responder',
    subscriptionsHref: '/settings/subscriptions',
  },
  beforeEach: signedInAs(DEMO_ACCOUNTS.owner.email),
} satisfies Meta<typeof HomeSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Your customer number is K-100234/),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText(/unanswered review/)).toBeVisible();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Summary,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
