import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="circle" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes an explicit size', () => {
    const { container } = render(<Skeleton width="60%" />);
    expect(container.firstElementChild).toHaveStyle({ width: '60%' });
  });
});
