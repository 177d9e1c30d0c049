import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Popover, popoverPlacements } from './popover';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/Popover',
  decorators: [withTheme],
  component: Popover,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="outline">Details</Button>,
    label: 'Organisation',
    children: <p style={{ margin: 0 }}>Customer number 4711</p>,
  },
  argTypes: { placement: { control: 'inline-radio', options: popoverPlacements } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Details' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Organisation' });
    // Visible once its fade-in has started: waited for, not checked on the first frame.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Top: Story = { args: { defaultOpen: true, placement: 'top' } };
/** Every placement, closed (open them one by one). */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, padding: 48 }}>
      {popoverPlacements.map((placement) => (
        <Popover
          key={placement}
          {...args}
          placement={placement}
          trigger={<Button variant="outline">{placement}</Button>}
        />
      ))}
    </div>
  ),
};
