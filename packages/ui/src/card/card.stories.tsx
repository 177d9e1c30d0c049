import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { withTheme } from '../theme/story-theme';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: {
    title: 'Review booster',
    description: 'Monthly, per location',
    children: <p style={{ margin: 0 }}>Ask happy customers for a Google review.</p>,
    footer: <Button>Add to cart</Button>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Review booster' }),
    ).toBeInTheDocument();
  },
};
export const WithoutFooter: Story = { args: { footer: undefined } };
export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, footer: undefined },
};
/** The variants side by side. */
export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        gap: 16,
      }}
    >
      <Card {...args} title="Full" />
      <Card {...args} title="No footer" footer={undefined} />
      <Card {...args} title={undefined} description={undefined} footer={undefined} />
    </div>
  ),
};
