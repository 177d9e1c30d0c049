import type { NotificationCenter } from '@locperf/features/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithCenter, storyText } from '../test-utils/story';
import { ErrorModal } from './error-modal';

type Setup = (center: NotificationCenter) => void;
const show = (setup: Setup) => (Story: () => ReactNode) => (
  <WithCenter setup={setup}>
    <Story />
  </WithCenter>
);

const errors: Setup = (center) =>
  center.pushErrors([
    {
      key: 'google.accounts.update_failed',
      params: { failed: 1, total: 2 },
      details: [
        { key: 'google.accounts.update_failed.detail', params: { message: 'invalid_grant' } },
      ],
    },
    { key: 'cart.locations_not_granted' },
    { key: 'server.key.unknown' },
  ]);

const meta = {
  title: 'Features/Shell/ErrorModal',
  component: ErrorModal,
  tags: ['autodocs'],
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Errors with details and one unknown key: users read sentences, never a raw code such as
 * Google's `invalid_grant` or `server.key.unknown`.
 */
export const Open: Story = {
  decorators: [show(errors)],
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyText(globals, 'errorModal.title'),
    });
    await expect(
      within(dialog).getByText(storyText(globals, 'errorModal.unknown')),
    ).toBeInTheDocument();
    await expect(dialog).not.toHaveTextContent(/invalid_grant|server\.key\.unknown/);
  },
};

/** Close empties the list and the modal goes away. */
export const CloseEmpties: Story = {
  decorators: [show((c) => c.pushErrors([{ key: 'cart.error' }]))],
  play: async ({ globals }) => {
    const body = within(document.body);
    // The dialog's own Close: react-aria's hidden dismiss button beside the dialog is named
    // "Schließen" in German too.
    const dialog = await body.findByRole('alertdialog', {
      name: storyText(globals, 'errorModal.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(globals, 'errorModal.close') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** No errors: nothing shows. */
export const Closed: Story = { decorators: [show(() => {})] };

/** A 320 px phone in German (WCAG 1.4.10): long words break inside the dialog, never widen it. */
export const LongGermanOnNarrowPhone: Story = {
  parameters: {
    viewport: {
      options: { narrow: { name: 'Narrow phone', styles: { width: '320px', height: '640px' } } },
    },
  },
  globals: { locale: 'de', viewport: { value: 'narrow' } },
  decorators: [
    show((center) =>
      center.pushErrors([
        { key: 'validation.password.invalid' },
        { key: 'server.subscription_cancellation_reason_unavailable_for_plan' },
      ]),
    ),
  ],
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog.scrollWidth - dialog.clientWidth).toBe(0);
  },
};
