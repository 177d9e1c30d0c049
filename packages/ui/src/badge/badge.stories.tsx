import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartIcon } from '../icon/icons';
import { withTheme } from '../theme/story-theme';
import { Badge, badgeTones } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { children: '3', label: '3 items in the cart' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartCount: Story = {
  render: (args) => (
    <a
      href="#shop"
      style={{ display: 'inline-flex', gap: 6, alignItems: 'center', color: 'inherit' }}
    >
      <CartIcon /> Shop <Badge {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      'Shop 3 items in the cart',
    );
  },
};
export const Status: Story = { args: { children: 'Active', label: undefined, tone: 'success' } };
export const Neutral: Story = { args: { tone: 'neutral' } };
export const Error: Story = { args: { children: 'Past due', label: undefined, tone: 'error' } };
/** Every tone, as a count and as a word. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {badgeTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8 }}>
          <Badge {...args} tone={tone} />
          <Badge tone={tone}>{tone}</Badge>
          <Badge tone={tone}>99+</Badge>
        </div>
      ))}
    </div>
  ),
};
