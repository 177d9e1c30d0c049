import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading and an action that works', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <EmptyState
        title="Your cart is empty"
        level={3}
        description="Add a product."
        action={<Button onPress={onPress}>To shop</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'To shop' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
