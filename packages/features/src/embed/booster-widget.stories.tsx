import { getWidgetBooster } from '@locperf/api/widgets';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoosterWidget } from './booster-widget-view';
import { expectOfflineWithRetry, withEmbedProvider } from './story-decorator';
import { storyText, storyTextPattern } from '../test-utils/story';

const meta = {
  title: 'Features/Embed/Booster widget',
  component: BoosterWidget,
  tags: ['autodocs'],
  decorators: [withEmbedProvider],
  args: { locationId: 'loc-1' },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof BoosterWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation with the link to Google's review form. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: storyTextPattern(globals, 'embed.booster.action'),
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getWidgetBooster, { status: 200, delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(storyText(globals, 'embed.status.loading'));
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

/** The API cannot be reached: the line says so, with "Try again" (partner trial 8). */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getWidgetBooster, { networkError: true }));
  },
  play: expectOfflineWithRetry,
};

export const ConsentRequired: Story = {
  parameters: { embed: { consent: 'required' } },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('button', {
      name: storyText(globals, 'embed.consent.load'),
    });
  },
};
