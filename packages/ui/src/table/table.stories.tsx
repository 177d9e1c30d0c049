import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from './table';

const locations = [
  { id: 'b', name: 'Berlin Mitte', rating: 4.2, status: 'Active' },
  { id: 'a', name: 'Aachen Dom', rating: 4.8, status: 'Active' },
  { id: 'c', name: 'Cologne Ring', rating: 3.9, status: 'Paused' },
];

function Example(props: { selectionMode?: 'none' | 'single' | 'multiple'; empty?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = props.empty
    ? []
    : [...locations].sort((x, y) => {
        const key = sort.column as 'name' | 'rating';
        const order = x[key] < y[key] ? -1 : 1;
        return sort.direction === 'ascending' ? order : -order;
      });
  return (
    <Table
      aria-label="Locations"
      selectionMode={props.selectionMode}
      sortDescriptor={sort}
      onSortChange={setSort}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="rating" allowsSorting>
          Rating
        </Column>
        <Column id="status">Status</Column>
      </TableHeader>
      <TableBody items={rows} emptyState="No locations yet.">
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell>{item.rating}</Cell>
            <Cell>{item.status}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: Example,
  decorators: [withTheme],
  tags: ['autodocs'],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Rating' }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Cologne Ring');
  },
};
export const MultipleSelection: Story = { args: { selectionMode: 'multiple' } };
export const SingleSelection: Story = { args: { selectionMode: 'single' } };
export const Empty: Story = { args: { empty: true } };
export const Dark: Story = { args: { selectionMode: 'multiple' }, globals: { theme: 'dark' } };
/** Plain, selectable and empty. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Example />
      <Example selectionMode="multiple" />
      <Example empty />
    </div>
  ),
};
