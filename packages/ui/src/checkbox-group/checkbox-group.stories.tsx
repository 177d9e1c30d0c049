import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../checkbox/checkbox';
import { CheckboxGroup } from './checkbox-group';
import { withTheme } from '../theme/story-theme';

const options = (
  <>
    <Checkbox value="berlin">Berlin Mitte</Checkbox>
    <Checkbox value="paris">Paris Marais</Checkbox>
    <Checkbox value="lyon">Lyon Centre</Checkbox>
  </>
);

const meta = {
  title: 'UI/CheckboxGroup',
  decorators: [withTheme],
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Locations', children: options, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Paris Marais' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['paris']);
  },
};
export const Selected: Story = { args: { defaultValue: ['berlin', 'lyon'] } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one location.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['berlin'] } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CheckboxGroup {...args} label="Default" />
      <CheckboxGroup
        {...args}
        label="Horizontal"
        orientation="horizontal"
        defaultValue={['paris']}
      />
      <CheckboxGroup {...args} label="Invalid" isInvalid errorMessage="Choose one." />
      <CheckboxGroup {...args} label="Disabled" isDisabled />
    </div>
  ),
};
