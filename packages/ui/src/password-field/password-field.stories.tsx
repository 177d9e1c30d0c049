import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/PasswordField',
  decorators: [withTheme],
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'secret123' } };
export const Shown: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
export const NewPassword: Story = {
  args: { autoComplete: 'new-password', description: '8 to 16 characters.' },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Too short.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret123' } };
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <PasswordField {...args} label="Default" />
      <PasswordField {...args} label="Description" description="8 to 16 characters." />
      <PasswordField {...args} label="Invalid" isInvalid errorMessage="Too short." />
      <PasswordField {...args} label="Disabled" isDisabled />
    </div>
  ),
};
