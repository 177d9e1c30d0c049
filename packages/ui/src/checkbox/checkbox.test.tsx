import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Accept terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Accept terms' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenNthCalledWith(1, true);
    expect(onChange).toHaveBeenNthCalledWith(2, false);
  });

  it('reports the mixed state and ignores input when disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox isIndeterminate>All</Checkbox>
        <Checkbox isDisabled>Locked</Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'All' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
  });
});
