import { getSessionEndpoint } from '@locperf/api/auth';
import { listLocations } from '@locperf/api/locations';
import { getNotificationSettings, getProfile } from '@locperf/api/profile';
import { getResponderSettings } from '@locperf/api/responder-settings';
import { listReviews } from '@locperf/api/reviews';
import { listSubscriptions } from '@locperf/api/subscriptions';
import { DEMO_ACCOUNTS, mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInAs } from '../test-utils/accounts-story';
import { ANY_NUMBER, ANY_TEXT, storyText, storyTextPattern } from '../test-utils/story';
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
  play: async ({ canvasElement, globals }) => {
    // The number is an element of its own, kept on one line (owner trial 7).
    const number = await within(canvasElement).findByText('K-100234');
    await expect(number.closest('p')?.textContent ?? '').toMatch(
      storyTextPattern(globals, 'home.greeting', { name: ANY_TEXT, customerNumber: 'K-100234' }),
    );
    await expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
    await expect(
      await within(canvasElement).findByText(
        storyTextPattern(globals, 'home.reviews.unanswered', { count: ANY_NUMBER }),
      ),
    ).toBeVisible();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Summary,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/** While the session and the summary's data load: a status for screen readers, a line per text. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...[
        getSessionEndpoint,
        getProfile,
        listReviews,
        listLocations,
        getResponderSettings,
        getNotificationSettings,
        listSubscriptions,
      ].map((endpoint) => mockResponse(endpoint, { delayMs: 60_000 })),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'home.loading'),
      }),
    ).toBeInTheDocument();
  },
};
