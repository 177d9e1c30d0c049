import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './number-field';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/NumberField',
  decorators: [withTheme],
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Locations', defaultValue: 1, minValue: 0, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    // react-aria names the button in the page's language ("Increase", "Erhöhen"): found by slot.
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[slot="increment"]')!);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
export const Currency: Story = {
  args: {
    label: 'Amount',
    defaultValue: 49.9,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
};
export const WithoutSteppers: Story = { args: { showSteppers: false } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose at least one.' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 240 }}>
      <NumberField {...args} label="Default" />
      <NumberField {...args} label="No steppers" showSteppers={false} />
      <NumberField {...args} label="Invalid" isInvalid errorMessage="Too many." />
      <NumberField {...args} label="Disabled" isDisabled />
    </div>
  ),
};
