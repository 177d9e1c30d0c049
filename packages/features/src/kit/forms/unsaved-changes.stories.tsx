import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeClassProvider } from '@locperf/ui/theme';
import { UnsavedChangesDialog } from './unsaved-changes';

const meta = {
  title: 'Features/Kit/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  tags: ['autodocs'],
  // The dialog renders in a portal outside the preview's themed wrapper.
  decorators: [
    (Story, context) => (
      <ThemeClassProvider mode={context.globals.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
      </ThemeClassProvider>
    ),
  ],
  args: { isOpen: true, onStay: fn(), onLeave: fn() },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Asked when a navigation would drop unsaved changes; the safe choice has the focus. Found by
 * roles and focus, not by text: the kit cannot reach the stories' message helper, and the
 * script must pass in every toolbar locale.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    await waitFor(() => expect(buttons).toContain(document.activeElement));
    const stay = document.activeElement as HTMLElement;
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
    const leave = buttons.find((button) => button !== stay);
    await userEvent.click(leave as HTMLElement);
    await expect(args.onLeave).toHaveBeenCalled();
  },
};
