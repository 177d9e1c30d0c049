import { getAiQuota } from '@locperf/api/reviews';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { withOverlayTheme } from '../test-utils/story';
import { draftReview, publishedReview, unansweredReview } from '../test-utils/review-fixtures';
import { DEMO_ORGANIZATION_ID, signInStory } from '../test-utils/signed-in';
import { ReplyEditor } from './reply-editor';
import { ReplyEditorDialog } from './reply-editor-dialog';

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

/**
 * Issue "Phone-first": on a phone the editor fills the screen, and Publish stays in view at its
 * bottom (above the on-screen keyboard: the sheet follows the visual viewport).
 */
export const PhoneFullScreen: Story = {
  args: { review: unansweredReview },
  decorators: [withOverlayTheme],
  parameters: phoneParameters,
  globals: phoneGlobals(),
  render: (args) => (
    <ReplyEditorDialog
      organizationId={args.organizationId}
      review={args.review}
      onClose={fn()}
      timeZone={args.timeZone}
    />
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reply to Anna Schmidt',
    });
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    await waitFor(() =>
      expect(publish.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
export const PhoneFullScreenDark: Story = { ...PhoneFullScreen, globals: phoneGlobals('dark') };
export const PhoneFullScreenGerman: Story = {
  ...PhoneFullScreen,
  globals: { ...phoneGlobals(), locale: 'de' },
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'Antwort an Anna Schmidt' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
