import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon, StarIcon } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<CartIcon />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when labelled', () => {
    render(<StarIcon label="Rated" />);
    expect(screen.getByRole('img', { name: 'Rated' })).toBeInTheDocument();
  });
});
