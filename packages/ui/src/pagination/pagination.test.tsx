import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageRange, Pagination } from './pagination';

const labels = { label: 'Pages', previousLabel: 'Previous page', nextLabel: 'Next page' };

describe('Pagination', () => {
  it('marks the current page and moves with the arrows and page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination
        {...labels}
        page={5}
        totalPages={10}
        onPageChange={onPageChange}
        pageLabel={(n) => `Page ${n}`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination {...labels} page={1} totalPages={3} onPageChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination {...labels} page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('collapses long ranges with gaps', () => {
    expect(pageRange(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageRange(1, 3)).toEqual([1, 2, 3]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, null, 7]);
    expect(pageRange(1, 1)).toEqual([1]);
  });
});
