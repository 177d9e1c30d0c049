import { listReviews } from '@locperf/api/reviews';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import type { ReviewFilters } from '@locperf/api/reviews';
import { ReviewInbox } from './review-inbox';

const meta = {
  title: 'Features/Reviews/ReviewInbox',
  component: ReviewInbox,
  tags: ['autodocs'],
  args: {
    organizationId: DEMO_ORGANIZATION_ID,
    filters: {},
    onFiltersChange: fn(),
    onReply: fn(),
    timeZone: 'Europe/Berlin',
  },
  beforeEach() {
    signInStory();
  },
  // The host owns the filters (the app keeps them in the URL); here a state stands in.
  render: function Render(args) {
    const [filters, setFilters] = useState<ReviewFilters>(args.filters);
    return (
      <ReviewInbox
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          args.onFiltersChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ReviewInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2,000 seeded reviews: a virtualised window of rows, loaded page by page. */
export const ManyReviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('feed', { name: 'Reviews' });
    await expect(await canvas.findByText(/^[\d,]+ reviews$/)).toBeInTheDocument();
    await expect(within(feed).getAllByRole('article').length).toBeLessThan(30);
  },
};

/** Unanswered 1-2 star reviews, the triage view. */
export const Filtered: Story = { args: { filters: { ratings: [1, 2], responseKind: 'none' } } };

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listReviews, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading reviews…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listReviews, { status: 200, body: { items: [], nextCursor: null, total: 0 } }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No reviews yet' }),
    ).toBeInTheDocument();
  },
};

export const FilteredEmpty: Story = {
  args: { filters: { search: 'no review says this' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No reviews match' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const German: Story = { globals: { locale: 'de' } };
