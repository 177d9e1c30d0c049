import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('submits on Enter and clears on Escape or the clear button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search reviews" onSubmit={onSubmit} onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search reviews' });
    await user.type(box, 'pizza{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('pizza');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await user.type(box, 'pasta');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(2);
  });
});
