import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret12');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    hide.focus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('secret12');
  });

  it('applies the spec minimum of 8', () => {
    render(<PasswordField label="Password" showLabel="Show" hideLabel="Hide" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '8');
  });

  it('never cuts a pasted long password (issue 19)', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" showLabel="Show" hideLabel="Hide" />);
    const input = screen.getByLabelText('Password');
    await user.click(input);
    await user.paste('Correct-Horse-Battery-Staple');
    expect(input).toHaveValue('Correct-Horse-Battery-Staple');
    expect(input).not.toHaveAttribute('maxlength');
  });
});
