import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { label: 'Importing reviews', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Steps: Story = {
  args: { label: 'Setup', value: 2, maxValue: 4, valueLabel: '2 of 4 steps' },
};
export const Indeterminate: Story = { args: { isIndeterminate: true } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {[0, 25, 50, 100].map((value) => (
        <ProgressBar key={value} {...args} label={`At ${value}`} value={value} />
      ))}
      <ProgressBar {...args} label="Indeterminate" isIndeterminate />
    </div>
  ),
};
