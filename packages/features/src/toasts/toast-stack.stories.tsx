import type { NotificationCenter } from '@locperf/features/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@locperf/ui/button';
import { Sheet } from '@locperf/ui/sheet';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { WithCenter, storyText } from '../test-utils/story';
import { ToastStack } from './toast-stack';

type Setup = (center: NotificationCenter) => void;

const meta = {
  title: 'Features/Shell/ToastStack',
  component: ToastStack,
  tags: ['autodocs'],
  // Toasts are fixed to the top of their window: on the docs page each example gets its own
  // frame, or every example's toasts would pile up over the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '320px' } } },
  // As in the app, below its header; a partner's page without one leaves it out.
  args: { belowHeader: true },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Timeout 0 keeps the toasts open while axe and the reviewer look at them. */
const all: Setup = (center) => {
  center.pushToast({
    title: 'toast.title.success',
    description: 'settings.saved',
    type: 'success',
    timeout: 0,
  });
  center.pushToast({
    title: 'toast.title.error',
    description: 'cart.error',
    type: 'error',
    timeout: 0,
  });
  center.pushToast({
    title: 'note',
    description: 'auth.session.expired',
    type: 'warning',
    timeout: 0,
  });
  center.pushToast({
    title: 'toast.title.info',
    description: 'locations.import_started',
    timeout: 0,
  });
};

const show = (setup: Setup) => (Story: () => React.ReactNode) => (
  <WithCenter setup={setup}>
    <Story />
  </WithCenter>
);

/** One toast per type: success green, error red, warning orange, info primary. */
export const AllTypes: Story = {
  decorators: [show(all)],
  play: async ({ globals }) => {
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(4));
    await expect(body.getByText(storyText(globals, 'settings.saved'))).toBeInTheDocument();
  },
};

// rmsg toasts (the Google consent's return).
/** After connecting a Google account: a check icon for success, an x for the failures. */
export const GoogleAuthResults: Story = {
  decorators: [
    show((center) => {
      center.pushToast({
        title: 'google.auth.success',
        description: 'google.auth.success.details',
        type: 'success',
        icon: 'check',
        timeout: 0,
      });
      center.pushToast({
        title: 'google.auth.missing_scopes',
        description: 'google.auth.missing_scopes.details',
        type: 'error',
        icon: 'x',
        timeout: 0,
      });
    }),
  ],
};

/** An unknown title shows the type's title; an unknown description is left out. */
export const UnknownKeys: Story = {
  decorators: [
    show((c) =>
      c.pushToast({
        title: 'server.new.key',
        description: 'server.other',
        type: 'error',
        timeout: 0,
      }),
    ),
  ],
  play: async ({ globals }) => {
    await expect(
      await within(document.body).findByText(storyText(globals, 'toast.title.error')),
    ).toBeInTheDocument();
  },
};

/** With an action button; pressing it closes the toast. */
export const WithAction: Story = {
  decorators: [
    // The caller translates an action's label, so the story does it in the toolbar's locale.
    (Story, { globals }) =>
      show((c) =>
        c.pushToast({
          title: 'toast.title.success',
          description: 'review.reply.deleted',
          type: 'success',
          timeout: 0,
          actions: [{ label: storyText(globals, 'replyEditor.templates.undo'), onPress: () => {} }],
        }),
      )(Story),
  ],
  play: async ({ globals }) => {
    const body = within(document.body);
    await userEvent.click(
      await body.findByRole('button', { name: storyText(globals, 'replyEditor.templates.undo') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const saved: Setup = (center) =>
  center.pushToast({
    title: 'toast.title.success',
    description: 'settings.saved',
    type: 'success',
    timeout: 0,
  });

/**
 * On a phone a toast spans the width at the top, below the header, so it never covers the bar at
 * the bottom of an open sheet and the button the user needs next (here "Apply filters").
 */
export const PhoneWithBottomBar: Story = {
  decorators: [
    show(saved),
    // A stand-in for the review inbox's filter sheet, in the toolbar's locale.
    (Story, { globals }) => (
      <>
        <Story />
        <Sheet
          isOpen
          title={storyText(globals, 'reviews.filters.label')}
          closeLabel={storyText(globals, 'reviews.shortcuts.close')}
          footer={<Button>{storyText(globals, 'reviews.filters.apply')}</Button>}
        >
          <p>{storyText(globals, 'reviews.filters.location')}</p>
        </Sheet>
      </>
    ),
  ],
  parameters: phoneParameters,
  globals: phoneGlobals(),
  play: async ({ globals }) => {
    const body = within(document.body);
    const apply = body.getByRole('button', { name: storyText(globals, 'reviews.filters.apply') });
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
    const toast = body.getByRole('alertdialog').getBoundingClientRect();
    await expect(toast.bottom).toBeLessThanOrEqual(apply.getBoundingClientRect().top);
    await expect(toast.bottom).toBeLessThan(window.innerHeight / 2);
  },
};
