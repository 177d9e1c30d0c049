import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBox, ListBoxItem } from './list-box';

describe('ListBox', () => {
  it('selects with click and with arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <ListBox aria-label="Locale" selectionMode="single" onSelectionChange={onSelectionChange}>
        <ListBoxItem id="en">English</ListBoxItem>
        <ListBoxItem id="de">Deutsch</ListBoxItem>
      </ListBox>,
    );
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
  });
});
