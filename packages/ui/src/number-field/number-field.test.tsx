import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('steps with the arrow keys and the buttons, within its bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <NumberField
        label="Quantity"
        defaultValue={1}
        minValue={1}
        maxValue={3}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
