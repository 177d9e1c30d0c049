import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeClassProvider } from '@locperf/ui/theme';
import { UnsavedChangesDialog } from './unsaved-changes';
import { storyText } from '../../test-utils/story';

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
  play: async ({ args, globals }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyText(globals, 'unsavedChanges.title'),
    });
    await expect(
      within(dialog).getByRole('button', { name: storyText(globals, 'unsavedChanges.stay') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(globals, 'unsavedChanges.leave') }),
    );
    await expect(args.onLeave).toHaveBeenCalled();
  },
};
