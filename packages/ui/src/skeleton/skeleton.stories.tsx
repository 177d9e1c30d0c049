import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTheme } from '../theme/story-theme';
import { Skeleton, skeletonShapes } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [withTheme],
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
/** A text line as tall as its line box (here 1.5 × the font size). */
export const Line: Story = {
  args: { shape: 'line' },
  render: (args) => (
    <p style={{ margin: 0, lineHeight: 1.5 }}>
      <Skeleton {...args} />
    </p>
  ),
};
export const Rect: Story = { args: { shape: 'rect' } };
export const Circle: Story = { args: { shape: 'circle' } };
/** A loading review card, as a container marked busy. */
export const Matrix: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton width="40%" />
      </div>
      <Skeleton />
      <Skeleton width="80%" />
      <Skeleton shape="rect" />
    </div>
  ),
};
