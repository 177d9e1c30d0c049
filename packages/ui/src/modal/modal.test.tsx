import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog, DialogTrigger } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';
import { Modal } from './modal';

function Example(props: { preventClose?: boolean; onClosePrevented?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal {...props}>
        <Dialog title="Edit profile" closeLabel="Close">
          <TextField label="Name" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal with Dialog', () => {
  it('traps focus inside, closes with Escape and restores focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside by default', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const overlay = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with preventClose, ignores Escape and outside clicks and reports close-prevented', async () => {
    const user = userEvent.setup();
    const onClosePrevented = vi.fn();
    render(<Example preventClose onClosePrevented={onClosePrevented} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClosePrevented).toHaveBeenCalledTimes(1);

    const overlay = screen.getByRole('dialog').parentElement?.parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClosePrevented).toHaveBeenCalledTimes(2);

    // The explicit close button still works.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled with isOpen', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal isOpen onOpenChange={onOpenChange}>
        <Dialog title="Subscription required" closeLabel="Close">
          <p>Choose a plan.</p>
        </Dialog>
      </Modal>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    act(() =>
      rerender(
        <Modal isOpen={false} onOpenChange={onOpenChange}>
          <Dialog title="Subscription required">
            <p>Choose a plan.</p>
          </Dialog>
        </Modal>,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
