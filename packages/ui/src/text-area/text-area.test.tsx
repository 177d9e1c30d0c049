import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('counts characters as the user types and stops at the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextArea
        label="Reply"
        maxLength={5}
        onChange={onChange}
        formatCount={(n, max) => `${n} of ${max} characters`}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Reply' });
    expect(box).toHaveAccessibleDescription('0 of 5 characters');
    await user.type(box, 'Hello world');
    expect(box).toHaveValue('Hello');
    expect(screen.getByText('5 of 5 characters')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('Hello');
  });

  it('accepts new lines from the keyboard', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Reply" />);
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'a{Enter}b');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('a\nb');
  });
});
