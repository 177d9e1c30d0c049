import { getResponderSettings, updateResponderSettings } from '@locperf/api/responder-settings';
import { getAiQuota } from '@locperf/api/reviews';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearAnnouncements } from '../test-utils/accounts-story';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { storyText } from '../test-utils/story';
import { ResponderSettingsForm } from './responder-settings';

const meta = {
  title: 'Features/Reviews/ResponderSettings',
  component: ResponderSettingsForm,
  tags: ['autodocs'],
  args: { organizationId: DEMO_ORGANIZATION_ID },
  beforeEach() {
    signInStory();
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ResponderSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded settings with the live preview of a 5-star and a 2-star reply. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('figure', {
        name: storyText(globals, 'responder.preview.sample5'),
      }),
    ).toBeInTheDocument();
  },
};

/** The preview blocks line up with the form: no default `<figure>` inset. */
export const PreviewAligned: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const id of ['responder.preview.sample5', 'responder.preview.sample2']) {
      const figure = await canvas.findByRole('figure', { name: storyText(globals, id) });
      const section = figure.parentElement as HTMLElement;
      await expect(figure.getBoundingClientRect().left).toBe(section.getBoundingClientRect().left);
      await expect(figure.getBoundingClientRect().right).toBe(
        section.getBoundingClientRect().right,
      );
    }
  },
};

/** The settings could not be loaded: the message and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getResponderSettings, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: storyText(globals, 'responder.retry'),
      }),
    ).toBeVisible();
  },
};

/** While the settings load: a labelled status with placeholders shaped like the form. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(getResponderSettings, { delayMs: 60_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('status', {
        name: storyText(globals, 'responder.loading'),
      }),
    ).toBeInTheDocument();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Default,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};

/**
 * The AI quota is used up the settings say that automatic replies stopped until the
 * reset date, and link to the shop.
 */
export const QuotaZero: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(getAiQuota, {
        status: 200,
        body: { limit: 50, used: 50, resetsAt: '2026-12-01T00:00:00.000Z' },
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: storyText(globals, 'aiQuota.more') }),
    ).toHaveAttribute('href', '/shop');
  },
};

// The server answers 500.
/**
 * Saving failed on the server's side: the translated message above the save button, and
 * the form keeps what the user changed.
 */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockResponse(updateResponderSettings, { status: 500 }));
    // The save button's pending announcement outlives the story; it must not reach the next.
    return clearAnnouncements;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const icons = await canvas.findByRole('switch', {
      name: storyText(globals, 'responder.iconsAllowed'),
    });
    const before = (icons as HTMLInputElement).checked;
    await userEvent.click(icons);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'responder.save') }),
    );
    await expect(await canvas.findByText(storyText(globals, 'settings.save_failed'))).toBeVisible();
    await expect(icons).toHaveProperty('checked', !before);
  },
};
