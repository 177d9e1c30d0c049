import { getAiQuota } from '@locperf/api/reviews';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { draftReview, publishedReview, unansweredReview } from '../test-utils/review-fixtures';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { ReplyEditor } from './reply-editor';

const meta = {
  title: 'Features/Reviews/ReplyEditor',
  component: ReplyEditor,
  tags: ['autodocs'],
  args: { organizationId: DEMO_ORGANIZATION_ID, review: draftReview, timeZone: 'Europe/Berlin' },
  beforeEach() {
    signInStory();
    localStorage.clear();
  },
} satisfies Meta<typeof ReplyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AI draft waiting for approval. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your reply' })).toHaveValue(
      draftReview.draft?.text,
    );
  },
};

/** A published reply: update or delete it. */
export const Published: Story = {
  args: { review: publishedReview },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delete reply' }),
    ).toBeInTheDocument();
  },
};

/** The AI quota is used up (spec section 8): Generate with AI is off and says why. */
export const QuotaExceeded: Story = {
  args: { review: unansweredReview },
  beforeEach({ msw }) {
    msw.use(mockResponse(getAiQuota, { status: 200, body: { limit: 50, used: 50 } }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your AI quota is used up: no more responses can be generated.',
      ),
    ).toBeInTheDocument();
  },
};

/** Over Google's 4,096 bytes: refused before sending. */
export const TooLong: Story = {
  args: {
    review: {
      ...draftReview,
      draft: { text: 'ä'.repeat(2_100), generated: false, updatedAt: '2026-11-20T10:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This text is too long.'),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
