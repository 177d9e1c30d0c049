import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Spinner, spinnerSizes } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { label: 'Loading reviews' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading reviews' }),
    ).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
/** Every size. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
};
