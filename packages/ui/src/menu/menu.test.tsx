import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Menu, MenuItem, MenuSeparator } from './menu';

function Account({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <Menu trigger={<Button>Account</Button>} onAction={onAction}>
      <MenuItem id="profile">Profile</MenuItem>
      <MenuItem id="settings">Settings</MenuItem>
      <MenuSeparator />
      <MenuItem id="logout">Logout</MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens on click and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Account onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    // react-aria passes the item's optional value as a second argument.
    expect(onAction).toHaveBeenCalledWith('logout', undefined);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<Account onAction={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
