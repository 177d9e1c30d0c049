import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/privacy">Privacy</Link>);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('navigates through an injected router on click and Enter', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/reviews">Reviews</Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Reviews' }));
    expect(navigate).toHaveBeenCalledWith('/reviews', undefined);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
