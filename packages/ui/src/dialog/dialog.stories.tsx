import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { withTheme } from '../theme/story-theme';

/** The dialog content alone; see Modal and Drawer for the overlays that hold it. */
const meta = {
  title: 'UI/Dialog',
  decorators: [withTheme],
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Form errors',
    closeLabel: 'Close',
    children: <p style={{ margin: 0 }}>The email is already registered.</p>,
  },
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('dialog', { name: 'Form errors' }),
    ).toBeInTheDocument();
  },
};
export const WithFooter: Story = { args: { footer: <Button>Got it</Button> } };
export const WithoutCloseButton: Story = {
  args: { closeLabel: undefined, footer: <Button>OK</Button> },
};
/** An alert dialog asks before something cannot be undone: the safe choice left, the act right. */
export const AlertDialog: Story = {
  args: {
    role: 'alertdialog',
    title: 'Delete reply?',
    closeLabel: undefined,
    children: <p style={{ margin: 0 }}>The reply disappears from Google. This cannot be undone.</p>,
    footer: (
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="outline">Cancel</Button>
        <Button variant="danger">Delete reply</Button>
      </div>
    ),
  },
};
/** The variants side by side. */
export const Matrix: Story = {
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Dialog {...args} title="Plain" />
      <Dialog {...args} title="Footer" footer={<Button>OK</Button>} />
      <Dialog {...args} title="Alert" role="alertdialog" />
    </div>
  ),
};
