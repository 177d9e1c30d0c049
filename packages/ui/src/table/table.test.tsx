import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from './table';

const locations = [
  { id: 'b', name: 'Berlin', rating: 4.2 },
  { id: 'a', name: 'Aachen', rating: 4.8 },
  { id: 'c', name: 'Cologne', rating: 3.9 },
];

function Locations({ onSelectionChange }: { onSelectionChange?: (keys: unknown) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = [...locations].sort((x, y) => {
    const key = sort.column as 'name' | 'rating';
    const order = x[key] < y[key] ? -1 : 1;
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Table
      aria-label="Locations"
      selectionMode="multiple"
      sortDescriptor={sort}
      onSortChange={setSort}
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="rating" allowsSorting>
          Rating
        </Column>
      </TableHeader>
      <TableBody items={rows}>
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell>{item.rating}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Table', () => {
  it('sorts by a column header click, toggling the direction', async () => {
    const user = userEvent.setup();
    render(<Locations />);
    expect(names()).toEqual(['Aachen', 'Berlin', 'Cologne']);
    const rating = screen.getByRole('columnheader', { name: 'Rating' });
    await user.click(rating);
    expect(rating).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Cologne', 'Berlin', 'Aachen']);
    await user.click(rating);
    expect(rating).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Aachen', 'Berlin', 'Cologne']);
  });

  it('selects rows with their checkbox, with Space, and all at once', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Locations onSelectionChange={onSelectionChange} />);
    const rows = screen.getAllByRole('row').slice(1);
    await user.click(within(rows[0] as HTMLElement).getByRole('checkbox'));
    expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });
});
