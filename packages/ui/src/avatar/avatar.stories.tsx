import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Avatar, avatarSizes } from './avatar';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#298471"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Ada Lovelace' }),
    ).toHaveTextContent('AL');
  },
};
export const Picture: Story = { args: { src: picture } };
export const Decorative: Story = { args: { isDecorative: true } };
/** Every size, with initials and picture. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`p-${size}`} {...args} size={size} src={picture} />
      ))}
    </div>
  ),
};
