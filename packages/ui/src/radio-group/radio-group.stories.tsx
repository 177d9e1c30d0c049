import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './radio-group';
import { withTheme } from '../theme/story-theme';

const options = (
  <>
    <Radio value="daily">Daily</Radio>
    <Radio value="weekly">Weekly</Radio>
    <Radio value="monthly">Monthly</Radio>
    <Radio value="never">Never</Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  decorators: [withTheme],
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Report interval', children: options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Weekly' }));
    await expect(args.onChange).toHaveBeenCalledWith('weekly');
  },
};
export const Selected: Story = { args: { defaultValue: 'monthly' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose an interval.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'daily' } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} label="Default" />
      <RadioGroup {...args} label="Horizontal" orientation="horizontal" defaultValue="weekly" />
      <RadioGroup {...args} label="Invalid" isInvalid errorMessage="Required." />
      <RadioGroup {...args} label="Disabled" isDisabled />
    </div>
  ),
};
