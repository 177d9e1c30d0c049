import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_RELEASE } from '@locperf/mocks';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';
import { storyText } from '../test-utils/story';

const meta = {
  title: 'Features/Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

// Release from the mock backend's `GET /system/info`.
/** With the version the server reports. */
export const WithRelease: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(`Version ${DEMO_RELEASE}`),
    ).toBeInTheDocument();
  },
};

/** The server gives no release: "dev". */
export const DevRelease: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/system/info', () => HttpResponse.json({ release: null })));
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        storyText(globals, 'footer.release', { release: 'dev' }),
      ),
    ).toBeInTheDocument();
  },
};
