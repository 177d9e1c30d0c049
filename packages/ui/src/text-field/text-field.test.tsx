import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a labelled textbox that reports typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Email" description="We never share it" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAccessibleDescription('We never share it');
    await user.type(box, 'a@b.c');
    expect(onChange).toHaveBeenLastCalledWith('a@b.c');
  });

  it('shows its error message when invalid', () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter a valid email" />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a valid email');
  });

  it('is reached with Tab and cannot be edited when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" isDisabled defaultValue="Ada" />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
