import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

describe('Form', () => {
  it('submits the values when valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" isRequired />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.de');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.de' }, expect.anything());
  });

  it('blocks submit and shows the field error when a required field is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" name="email" isRequired errorMessage="Enter your email." />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email.',
    );
  });

  it('shows server errors on the named field', () => {
    render(
      <Form validationErrors={{ email: 'This email is already registered.' }}>
        <TextField label="Email" name="email" />
      </Form>,
    );
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This email is already registered.');
  });
});
