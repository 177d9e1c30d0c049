import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a named progress bar without a value', () => {
    render(<Spinner label="Loading reviews" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading reviews' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });
});
