import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('reads its label instead of the bare count', () => {
    render(
      <a href="/shop">
        Shop <Badge label="3 items in the cart">3</Badge>
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Shop 3 items in the cart');
  });

  it('reads its content when there is no label', () => {
    render(<Badge tone="success">Active</Badge>);
    expect(screen.getByText('Active')).toBeVisible();
  });
});
