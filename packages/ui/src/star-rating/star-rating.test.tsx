import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRating, StarRatingInput } from './star-rating';

describe('StarRating', () => {
  it('is one image named by its text alternative', () => {
    render(<StarRating value={4} label={(v, max) => `${v} of ${max} stars`} />);
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  });

  it('accepts a plain string label', () => {
    render(<StarRating value={3.5} max={5} label="3.5 stars" />);
    expect(screen.getByRole('img', { name: '3.5 stars' })).toBeInTheDocument();
  });
});

describe('StarRatingInput', () => {
  const starLabel = (n: number, max: number) => `${n} of ${max} stars`;

  it('picks a rating by click and changes it with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRatingInput label="Your rating" starLabel={starLabel} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  });

  it('does not change when read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <StarRatingInput
        label="Rating"
        starLabel={starLabel}
        defaultValue={2}
        isReadOnly
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
  });
});
