import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Drawer, drawerSides } from './drawer';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/Drawer',
  decorators: [withTheme],
  component: Drawer,
  tags: ['autodocs'],
  args: {
    label: 'Navigation',
    children: (close: () => void) => (
      <nav style={{ display: 'grid', gap: 8 }}>
        <Button variant="outline" onPress={close}>
          Home
        </Button>
        <Button variant="outline" onPress={close}>
          Reviews
        </Button>
        <Button variant="outline" onPress={close}>
          Shop
        </Button>
      </nav>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: (args) => (
    <DialogTrigger>
      <Button>Open menu</Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: 'Reviews' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
export const OpenStart: Story = {
  args: { defaultOpen: true },
  render: (args) => <Drawer {...args} />,
};
export const OpenEnd: Story = {
  args: { defaultOpen: true, side: 'end' },
  render: (args) => <Drawer {...args} />,
};
/** Both sides, one trigger each. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {drawerSides.map((side) => (
        <DialogTrigger key={side}>
          <Button variant="outline">{`Open ${side}`}</Button>
          <Drawer {...args} side={side} />
        </DialogTrigger>
      ))}
    </div>
  ),
};
