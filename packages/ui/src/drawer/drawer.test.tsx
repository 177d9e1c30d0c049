import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Drawer } from './drawer';

function Nav() {
  return (
    <DialogTrigger>
      <Button>Menu</Button>
      <Drawer label="Navigation">
        {(close) => (
          <nav>
            <Button onPress={close}>Reviews</Button>
          </nav>
        )}
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('opens as a named dialog and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(<Nav />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the overlay is clicked and when a link calls close', async () => {
    const user = userEvent.setup();
    render(<Nav />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const overlay = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Reviews' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
