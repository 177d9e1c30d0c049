import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Menu, MenuItem, MenuPopover, MenuSeparator } from './menu';

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

  it('a menu popover opens with focus on its checked item, else on its first', async () => {
    function Languages({ selected }: { selected?: string }) {
      const trigger = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={trigger}>Language</button>
          <MenuPopover
            triggerRef={trigger}
            isOpen
            onOpenChange={vi.fn()}
            aria-label="Language"
            selectionMode="single"
            selectedKeys={selected ? [selected] : []}
          >
            <MenuItem id="en">English</MenuItem>
            <MenuItem id="de">Deutsch</MenuItem>
            <MenuItem id="fr">Français</MenuItem>
          </MenuPopover>
        </>
      );
    }
    const { unmount } = render(<Languages selected="de" />);
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus(),
    );
    unmount();
    render(<Languages />);
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
  });
});
