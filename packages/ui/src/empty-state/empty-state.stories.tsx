import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { CartIcon, ReviewsIcon } from '../icon/icons';
import { withTheme } from '../theme/story-theme';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: {
    title: 'Your cart is empty',
    description: 'Pick a product in the shop to get started.',
    icon: <CartIcon size="lg" />,
    action: <Button>To shop</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Your cart is empty' }),
    ).toBeInTheDocument();
  },
};
export const TitleOnly: Story = {
  args: { description: undefined, icon: undefined, action: undefined },
};
export const NoReviews: Story = {
  args: {
    title: 'No reviews yet',
    icon: <ReviewsIcon size="lg" />,
    description: 'Connect Google to import them.',
    action: undefined,
  },
};
/** The variants side by side. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <EmptyState {...args} />
      <EmptyState
        {...args}
        title="Title only"
        description={undefined}
        icon={undefined}
        action={undefined}
      />
    </div>
  ),
};
