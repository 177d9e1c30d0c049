import { getWidgetReviews } from '@locperf/api/widgets';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewWidget, reviewWidgetLayouts } from './review-widget-view';
import { expectOfflineWithRetry, withEmbedProvider } from './story-decorator';
import { storyText, storyTextPattern } from '../test-utils/story';

const meta = {
  title: 'Features/Embed/Review widget',
  component: ReviewWidget,
  tags: ['autodocs'],
  decorators: [withEmbedProvider],
  args: { locationId: 'loc-1', layout: 'list', maxCount: 3 },
  argTypes: { layout: { control: 'inline-radio', options: reviewWidgetLayouts } },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ReviewWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

// Three reviews from the mock backend.
/** The list layout, with three reviews. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: /Sonnenschein Berlin/ });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Grid: Story = {
  args: { layout: 'grid', maxCount: 4, minRating: 4 },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /Sonnenschein/ });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Badge: Story = {
  args: { layout: 'badge' },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyText(globals, 'embed.reviews.source'));
  },
};

/** One review at a time, with pause, previous and next. */
export const Carousel: Story = {
  args: { layout: 'carousel', maxCount: 5 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', {
      name: storyText(globals, 'embed.carousel.slideLabel', { index: 1, total: 5 }),
    });
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'embed.carousel.pause') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'embed.carousel.next') }),
    );
    await expect(
      canvas.getByRole('group', {
        name: storyText(globals, 'embed.carousel.slideLabel', { index: 2, total: 5 }),
      }),
    ).toBeInTheDocument();
  },
};

/** The legal notice line (UWG section 5b, Code de la consommation L111-7-2), with the filters. */
export const LegalNotice: Story = {
  args: { legalNotice: true, minRating: 4, withTextOnly: true },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyTextPattern(globals, 'embed.legal.notice'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getWidgetReviews, { status: 200, delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyText(globals, 'embed.status.loading'));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/widgets/locations/:locationId/reviews', () =>
        HttpResponse.json({
          location: {
            id: 'loc-1',
            name: 'Sonnenschein Berlin',
            rating: null,
            reviewCount: 0,
            googleReviewUrl: 'https://search.google.com/local/writereview?placeid=demo-loc-1',
          },
          reviews: [],
        }),
      ),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyText(globals, 'embed.reviews.empty'));
  },
};

export const UnknownLocation: Story = {
  args: { locationId: 'loc-unknown' },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      storyText(globals, 'embed.error.notFound'),
    );
  },
};

export const BadToken: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getWidgetReviews, { status: 401 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      storyText(globals, 'embed.error.unauthorized'),
    );
  },
};

/** The API cannot be reached: the line says so, with "Try again" (partner trial 8). */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getWidgetReviews, { networkError: true }));
  },
  play: expectOfflineWithRetry,
};

/** Consent first: a click-to-load placeholder, no request until the visitor agrees. */
export const ConsentRequired: Story = {
  parameters: { embed: { consent: 'required' } },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('button', {
      name: storyText(globals, 'embed.consent.load'),
    });
  },
};
