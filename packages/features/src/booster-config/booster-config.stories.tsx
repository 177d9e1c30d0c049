import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { BoosterConfig } from './booster-config';

const meta = {
  title: 'Features/Reviews/BoosterConfig',
  component: BoosterConfig,
  tags: ['autodocs'],
  args: { organizationId: DEMO_ORGANIZATION_ID },
  beforeEach() {
    signInStory();
  },
} satisfies Meta<typeof BoosterConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review link, its QR code and the help text that the booster never gates reviews. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /QR code of the Google review link/ }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
