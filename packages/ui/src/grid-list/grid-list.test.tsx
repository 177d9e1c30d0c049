import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridList, GridListItem } from './grid-list';

describe('GridList', () => {
  it('moves with arrow keys and selects with Space and the checkbox', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <GridList
        aria-label="Locations"
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      >
        <GridListItem id="berlin">Berlin</GridListItem>
        <GridListItem id="paris">Paris</GridListItem>
      </GridList>,
    );
    const rows = screen.getAllByRole('row');
    await user.click(within(rows[0] as HTMLElement).getByRole('checkbox'));
    expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
  });

  it('shows its empty state', () => {
    render(
      <GridList aria-label="Cart" items={[]} emptyState="Your cart is empty">
        {() => <GridListItem>x</GridListItem>}
      </GridList>,
    );
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });
});
