import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { RequiredFieldsNote } from '../field/field';
import { PasswordField } from '../password-field/password-field';
import { TextArea } from '../text-area/text-area';
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

/** The generated content after an element, as the browser renders it (`none` without any). */
const markAfter = (element: Element | null) =>
  element ? getComputedStyle(element, '::after').content : 'missing';

/**
 * A form that mixes required and optional fields says so up front (WCAG 3.3.2): a note at the
 * top, and an asterisk after each required label, the accepting checkbox's too. The asterisk is
 * seen, not read: the accessible names stay "Company" and "I accept the terms", and the inputs
 * are `aria-required`. Without the note (Default, a sign-in form) no label gets a mark.
 */
export const RequiredFields: Story = {
  args: {
    'aria-label': 'Invoice address',
    children: (
      <>
        <RequiredFieldsNote>Fields marked * are required.</RequiredFieldsNote>
        <TextField label="Company" name="company" isRequired />
        <TextField label="Address line 2" name="line2" />
        <TextArea label="Note for the accountant" name="note" />
        <Checkbox name="terms" value="yes" isRequired>
          I accept the terms
        </Checkbox>
        <Button type="submit">Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: 'Company' });
    await expect(company).toBeRequired();
    const label = (input: HTMLElement) => canvasElement.querySelector(`label[for="${input.id}"]`);
    await expect(markAfter(label(company))).toContain('*');
    await expect(markAfter(label(canvas.getByRole('textbox', { name: 'Address line 2' })))).toBe(
      'none',
    );
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(markAfter(canvas.getByText('I accept the terms'))).toContain('*');
    await expect(terms).toBeRequired();
  },
};

/** The same fields without the note: nothing marks them (a sign-in form). */
export const RequiredWithoutNote: Story = {
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await expect(markAfter(canvasElement.querySelector(`label[for="${email.id}"]`))).toBe('none');
  },
};
