import { listReviews } from '@locperf/api/reviews';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asTouchScreen, phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { ANY_NUMBER, storyText, storyTextPattern } from '../test-utils/story';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import type { ReviewFilters } from '@locperf/api/reviews';
import { newJob, saveJob } from './bulk-job';
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
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ReviewInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2,000 seeded reviews: a virtualised window of rows, loaded page by page. */
export const ManyReviews: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('feed', {
      name: storyText(globals, 'reviews.list.label'),
    });
    // "2,000 reviews", "2.000 Bewertungen", "2 000 avis": the count as the locale writes it.
    const count = storyTextPattern(globals, 'reviews.count', { count: ANY_NUMBER });
    await expect(await canvas.findByText(new RegExp(`^${count.source}$`))).toBeInTheDocument();
    await expect(within(feed).getAllByRole('article').length).toBeLessThan(30);
  },
};

/**
 * The keyboard's first stop on a desktop: a skip link past the filters to the active review
 * (the fourth owner trial counted 46 Tab presses to the first one).
 */
export const KeyboardSkipLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('feed', {
      name: storyText(globals, 'reviews.list.label'),
    });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: storyText(globals, 'reviews.skipToReviews') });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(within(feed).getAllByRole('article')[0]).toHaveFocus();
  },
};

/** Unanswered 1-2 star reviews, the triage view. */
export const Filtered: Story = { args: { filters: { ratings: [1, 2], responseKind: 'none' } } };

/** The "needs attention" saved view, lowest rating first. */
export const NeedsAttentionView: Story = {
  args: { filters: { view: 'attention', sort: 'rating' } },
};

/** A bulk action interrupted by a reload waits for Resume above the list. */
const interruptedJob = () =>
  saveJob(
    DEMO_ORGANIZATION_ID,
    newJob(
      'publish',
      [1, 2, 3, 4, 5].map((n) => ({ id: `story-${n}`, authorName: `Reviewer ${n}` })),
      0,
    ),
  );

export const BulkInterrupted: Story = {
  args: { filters: { responseKind: 'draft' } },
  beforeEach() {
    interruptedJob();
    return () => sessionStorage.clear();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listReviews, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'reviews.list.loading'),
      }),
    ).toBeInTheDocument();
  },
};

/** No review yet: only the empty state, with the way to connect Google (designer review 6). */
export const Empty: Story = {
  args: { connectHref: '/settings/google-account' },
  beforeEach({ msw }) {
    msw.use(
      mockResponse(listReviews, { status: 200, body: { items: [], nextCursor: null, total: 0 } }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText(globals, 'reviews.empty.title'),
      }),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', {
        name: storyText(globals, 'reviews.empty.connect'),
      }),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the message and one "Try again" for all of it. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(listReviews, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText(globals, 'reviews.retry') }),
    ).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  args: { filters: { search: 'no review says this' } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText(globals, 'reviews.filteredEmpty.title'),
      }),
    ).toBeInTheDocument();
  },
};

/** On a touch phone the list comes first, the filters are chips. */
const phone = {
  args: { filters: { ratings: [1, 2], responseKind: 'none' } },
  parameters: phoneParameters,
  beforeEach: () => asTouchScreen(),
} satisfies Story;

/** The compact bar: the count, Filters with how many are active, removable chips. */
export const PhoneChips: Story = {
  ...phone,
  globals: phoneGlobals(),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const first = await within(await canvas.findByRole('feed')).findAllByRole('article');
    // The first review is on the first screen.
    await expect(first[0]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(
      canvas.getByRole('button', {
        name: storyText(globals, 'reviews.filters.open.label', { count: 3 }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: storyText(globals, 'reviews.filters.active') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: storyText(globals, 'reviews.shortcuts.open') }),
    ).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every filter in a sheet, applied together. */
export const PhoneFilterSheet: Story = {
  ...phone,
  globals: phoneGlobals(),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'reviews.filters.open.label', { count: 3 }),
      }),
    );
    const sheet = await within(document.body).findByRole('dialog', {
      name: storyText(globals, 'reviews.filters.label'),
    });
    await expect(
      within(sheet).getByRole('checkbox', {
        name: storyText(globals, 'reviews.filters.rating.option', { rating: 2 }),
      }),
    ).toBeChecked();
    const apply = within(sheet).getByRole('button', {
      name: storyText(globals, 'reviews.filters.apply'),
    });
    await waitFor(() =>
      expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
/** German words are long: chips and the sheet wrap, never overflow. */
export const PhoneFilterSheetGerman: Story = {
  ...phone,
  globals: { ...phoneGlobals(), locale: 'de' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Filter, 3 aktiv' }),
    );
    await within(document.body).findByRole('dialog', { name: 'Bewertungen filtern' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone: the interrupted bulk action above the list, the Select button in the bar. */
export const PhoneBulkInterrupted: Story = {
  ...phone,
  args: { filters: { responseKind: 'draft' } },
  globals: phoneGlobals(),
  beforeEach() {
    const restore = asTouchScreen();
    interruptedJob();
    return () => {
      restore();
      sessionStorage.clear();
    };
  },
};
