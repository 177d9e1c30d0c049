import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from './table';

const locations = [
  { id: 'b', name: 'Berlin Mitte', rating: 4.2, status: 'Active' },
  { id: 'a', name: 'Aachen Dom', rating: 4.8, status: 'Active' },
  { id: 'c', name: 'Cologne Ring', rating: 3.9, status: 'Paused' },
];

/** What the stories vary: the table's selection mode, and whether it has rows. */
interface ExampleProps {
  selectionMode?: 'none' | 'single' | 'multiple';
  empty?: boolean;
}

function Example(props: ExampleProps) {
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
        <Column id="rating" allowsSorting align="end">
          Rating
        </Column>
        <Column id="status">Status</Column>
      </TableHeader>
      <TableBody items={rows} emptyState="No locations yet.">
        {(item) => (
          <Row id={item.id}>
            <Cell>{item.name}</Cell>
            <Cell align="end">{item.rating.toFixed(1)}</Cell>
            <Cell>{item.status}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  // The docs page's props table is read from `component`, so it names Table; the stories render
  // Table through Example's sample rows, whose args (selection mode, empty) are not Table's.
  component: Table as ComponentType<ExampleProps>,
  render: (args) => <Example {...args} />,
  decorators: [withTheme],
  tags: ['autodocs'],
} satisfies Meta<ExampleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Rating' }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Cologne Ring');
  },
};
/**
 * The "select all" checkbox sits exactly above the rows' checkboxes, and the ratings (numbers)
 * are end-aligned under their end-aligned header.
 */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = await canvas.findAllByRole('checkbox');
    const lefts = boxes.map((box) => Math.round(box.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
    const right = (el: HTMLElement) => Math.round(el.getBoundingClientRect().right);
    const textRight = (el: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Math.round(range.getBoundingClientRect().right);
    };
    const header = canvas.getByRole('columnheader', { name: 'Rating' });
    const rating = canvas.getByText('4.8');
    // Both end at the cell's padding: the numbers line up under their header.
    await expect(right(rating) - textRight(rating)).toBe(right(header) - textRight(header));
    await expect(right(rating) - textRight(rating)).toBeLessThan(24);
  },
};
export const SingleSelection: Story = { args: { selectionMode: 'single' } };
export const Empty: Story = { args: { empty: true } };
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
