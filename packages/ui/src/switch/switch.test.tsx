import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('switches by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Dark mode</Switch>);
    const sw = screen.getByRole('switch', { name: 'Dark mode' });
    await user.click(sw);
    expect(sw).toBeChecked();
    await user.keyboard(' ');
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays put when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Dark mode</Switch>);
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  });
});
