import { getResponderSettings } from '@locperf/api/responder-settings';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { storyText } from '../test-utils/story';
import { SetupHelper } from './setup-helper';

const meta = {
  title: 'Features/Reviews/SetupHelper',
  component: SetupHelper,
  tags: ['autodocs'],
  args: { organizationId: DEMO_ORGANIZATION_ID },
  beforeEach() {
    signInStory();
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof SetupHelper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The responder is still off: one step left. */
export const StepsLeft: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockResponse(getResponderSettings, {
        status: 200,
        body: {
          enabled: false,
          salutation: 'formal',
          answerAs: 'team',
          autoPublish: false,
          iconsAllowed: true,
          replyToStarsOnly: false,
        },
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: storyText(globals, 'setupHelper.left', { left: 1 }),
      }),
    ).toBeInTheDocument();
  },
};

/** Every step done. */
export const Complete: Story = {};
