import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: {
    page: 5,
    totalPages: 10,
    onPageChange: fn(),
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (n: number) => `Page ${n}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 10 } };
export const Few: Story = { args: { page: 2, totalPages: 3 } };
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
};
/** Start, middle and end. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[1, 5, 10].map((page) => (
        <Pagination key={page} {...args} page={page} label={`Pages, at ${page}`} />
      ))}
    </div>
  ),
};
