import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked when a navigation would drop unsaved changes; the safe choice has the focus. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Leave without saving?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};
