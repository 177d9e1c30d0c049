import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { Form } from './form';
import { withTheme } from '../theme/story-theme';

const fields = (
  <>
    <TextField
      label="Email"
      name="email"
      type="email"
      isRequired
      errorMessage="Enter a valid email."
    />
    <PasswordField
      label="Password"
      name="password"
      isRequired
      showLabel="Show password"
      hideLabel="Hide password"
    />
    <Checkbox name="remember" value="yes">
      Stay signed in
    </Checkbox>
    <Button type="submit">Sign in</Button>
  </>
);

const meta = {
  title: 'UI/Form',
  decorators: [withTheme],
  component: Form,
  tags: ['autodocs'],
  args: { children: fields, onSubmit: fn(), 'aria-label': 'Sign in' },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ClientErrors: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('Enter a valid email.')).toBeInTheDocument();
  },
};
export const ServerErrors: Story = {
  args: { validationErrors: { email: 'This email is already registered.' } },
};
/** A pristine and an erroneous form side by side. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
      <Form {...args} aria-label="Pristine" />
      <Form
        {...args}
        aria-label="With errors"
        validationErrors={{ email: 'Already taken.', password: 'Too short.' }}
      />
    </div>
  ),
};
