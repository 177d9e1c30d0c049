import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartIcon } from '../icon/icons';
import { withTheme } from '../theme/story-theme';
import { Badge, badgeEmphases, badgeTones } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { children: '3', label: '3 items in the cart' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
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
/** The system: every tone in both emphases, as a count and as a word. */
export const Matrix: Story = {
  render: () => (
    <table style={{ borderSpacing: 8 }}>
      <thead>
        <tr>
          <th scope="col">tone</th>
          {badgeEmphases.map((emphasis) => (
            <th key={emphasis} scope="col">
              {emphasis}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {badgeTones.map((tone) => (
          <tr key={tone}>
            <th scope="row" style={{ textAlign: 'start' }}>
              {tone}
            </th>
            {badgeEmphases.map((emphasis) => (
              <td key={emphasis}>
                <span style={{ display: 'flex', gap: 8 }}>
                  <Badge tone={tone} emphasis={emphasis}>
                    3
                  </Badge>
                  <Badge tone={tone} emphasis={emphasis}>
                    {tone}
                  </Badge>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
