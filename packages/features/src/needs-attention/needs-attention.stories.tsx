import { getAttention, type AttentionItem } from '@locperf/api/attention';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { NeedsAttention } from './needs-attention';
import { storyText, storyTextPattern } from '../test-utils/story';

/** Every kind once, as an organization with everything pending would see them. */
const everyKind: AttentionItem[] = [
  {
    id: 'google_reauthorize:gacc-2',
    kind: 'google_reauthorize',
    count: 2,
    targetId: 'gacc-2',
    subject: 'filialen@sonnenschein.example',
    reason: 'expired',
  },
  {
    id: 'subscription_past_due:subs-1',
    kind: 'subscription_past_due',
    count: 2,
    targetId: 'subs-1',
    subject: null,
  },
  {
    id: 'location_grant',
    kind: 'location_grant',
    count: 1,
    targetId: 'loc-6',
    subject: 'Sonnenschein Dresden',
  },
  {
    id: 'low_ratings_unanswered',
    kind: 'low_ratings_unanswered',
    count: 104,
    targetId: null,
    subject: null,
  },
  {
    id: 'drafts_awaiting_approval',
    kind: 'drafts_awaiting_approval',
    count: 1217,
    targetId: null,
    subject: null,
  },
  { id: 'ai_quota_low', kind: 'ai_quota_low', count: 5, targetId: null, subject: null, limit: 50 },
];

const hrefs: Partial<Record<AttentionItem['kind'], string>> = {
  location_grant: '/settings/google-account',
  subscription_past_due: '/settings/subscriptions',
  low_ratings_unanswered: '/reviews?rating=1,2&response=none',
  drafts_awaiting_approval: '/reviews?response=draft',
  ai_quota_low: '/shop',
};

const meta = {
  title: 'Features/Accounts/NeedsAttention',
  component: NeedsAttention,
  tags: ['autodocs'],
  args: {
    organizationId: DEMO_ORGANIZATION_ID,
    actionHref: (item: AttentionItem) => hrefs[item.kind],
    returnUrl: '/',
    onConsentUrl: fn(),
  },
  beforeEach() {
    signInStory();
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof NeedsAttention>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded demo: an expired Google account first, then the rest, ranked. */
export const Seeded: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: storyText(globals, 'attention.google.action'),
    });
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'filialen@sonnenschein.example',
    );
    await userEvent.click(button);
    await waitFor(() => expect(args.onConsentUrl).toHaveBeenCalled());
  },
};

/** Every kind of item, with counts in the thousands. */
export const SeveralItems: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getAttention, { status: 200, body: { items: everyKind } }));
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(6);
    await expect(
      canvas.getByRole('link', { name: storyText(globals, 'attention.pastDue.action') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(storyTextPattern(globals, 'attention.drafts.title', { count: 1217 })),
    ).toBeVisible();
  },
};

/** Owner trial 7: no AI replies left says so, in its title too, with the way to more. */
export const AiQuotaUsedUp: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(getAttention, {
        status: 200,
        body: {
          items: [
            {
              id: 'ai_quota_low',
              kind: 'ai_quota_low',
              count: 0,
              targetId: null,
              subject: null,
              limit: 50,
            },
          ],
        },
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText(globals, 'attention.quota.title', { count: 0 }),
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getAttention, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'attention.loading'),
      }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getAttention, { status: 200, body: { items: [] } }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText(globals, 'attention.empty.title'),
      }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getAttention, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText(globals, 'attention.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText(globals, 'attention.retry') }),
    ).toBeVisible();
  },
};

/** A 375 px phone: texts wrap, actions stay reachable, nothing scrolls sideways. */
export const Phone: Story = {
  ...SeveralItems,
  parameters: phoneParameters,
  globals: phoneGlobals(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('listitem');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
