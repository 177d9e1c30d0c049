import { getInsights, type InsightKpis, type InsightsView } from '@locperf/api/insights';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { storyText, storyTextPattern } from '../test-utils/story';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { Insights } from './insights';

const meta = {
  title: 'Features/Reviews/Insights',
  component: Insights,
  tags: ['autodocs'],
  args: {
    organizationId: DEMO_ORGANIZATION_ID,
    view: { period: '30d' },
    onViewChange: fn(),
  },
  beforeEach() {
    signInStory();
  },
  // The host owns the view (the app keeps it in the URL); here a state stands in.
  render: function Render(args) {
    const [view, setView] = useState<InsightsView>(args.view);
    return (
      <Insights
        {...args}
        view={view}
        onViewChange={(next) => {
          setView(next);
          args.onViewChange(next);
        }}
      />
    );
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof Insights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded organization: five locations with reviews and one not granted yet. */
export const SixLocations: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {
      name: storyText(globals, 'insights.table.title'),
    });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    // The three charts are a lazy chunk each: wait until all are drawn.
    await waitFor(() =>
      expect(
        canvas.getAllByRole('group', {
          name: storyTextPattern(globals, 'insights.chart.keyboardHint'),
        }),
      ).toHaveLength(3),
    );
  },
};

/** 90 days, the rating trend switched to its table view. */
export const NinetyDaysAsTable: Story = {
  args: { view: { period: '90d' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trend = await canvas.findByRole('region', {
      name: storyText(globals, 'insights.trend.title'),
    });
    await userEvent.click(
      await within(trend).findByRole('button', {
        name: storyText(globals, 'insights.chart.showTable'),
      }),
    );
    await expect(
      within(trend).getByRole('table', { name: storyText(globals, 'insights.trend.title') }),
    ).toBeVisible();
  },
};

export const OneLocation: Story = {
  args: { view: { period: '12m', locationId: 'loc-2' } },
  play: async ({ canvasElement, globals }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: storyText(globals, 'insights.table.title'),
    });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Sonnenschein Hamburg']);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getInsights, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'insights.loading'),
      }),
    ).toBeInTheDocument();
  },
};

const none: InsightKpis = {
  reviewCount: 0,
  averageRating: null,
  distribution: [0, 0, 0, 0, 0],
  responseRate: null,
  medianResponseHours: null,
  aiShare: null,
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(getInsights, {
        status: 200,
        body: {
          period: '30d',
          granularity: 'day',
          from: '2026-10-25',
          to: '2026-11-23',
          previousFrom: '2026-09-25',
          previousTo: '2026-10-24',
          locationId: null,
          current: none,
          previous: none,
          series: [],
          locations: [
            { locationId: 'loc-1', name: 'Sonnenschein Berlin', current: none, previous: none },
          ],
        },
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText(globals, 'insights.empty.title'),
      }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getInsights, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText(globals, 'insights.error'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText(globals, 'insights.retry') }),
    ).toBeVisible();
  },
};

/** One column at 375 px; the location table scrolls in its own box. */
export const Phone: Story = {
  parameters: phoneParameters,
  globals: phoneGlobals(),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('table', {
      name: storyText(globals, 'insights.table.title'),
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
