import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Details</Button>} label="Customer number">
        <p>Customer 4711</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Customer number' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger={<Button>Details</Button>} label="Customer number">
        <p>Customer 4711</p>
      </Popover>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Customer 4711')).toBeInTheDocument();
  });
});
