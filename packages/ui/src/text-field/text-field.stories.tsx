import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/TextField',
  decorators: [withTheme],
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Email' }), 'a@b.c');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.c');
  },
};
export const WithDescription: Story = { args: { description: 'We send the invoice here.' } };
export const Placeholder: Story = { args: { placeholder: 'name@example.com', type: 'email' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'not-an-email', errorMessage: 'Enter a valid email.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'a@b.c' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'a@b.c' } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <TextField {...args} label="Default" />
      <TextField {...args} label="Description" description="Help text" />
      <TextField {...args} label="Invalid" isInvalid errorMessage="Wrong value" />
      <TextField {...args} label="Disabled" isDisabled defaultValue="Disabled" />
      <TextField {...args} label="Read only" isReadOnly defaultValue="Read only" />
    </div>
  ),
};
