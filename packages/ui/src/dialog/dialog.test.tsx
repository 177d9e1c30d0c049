import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { Dialog, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('is named by its title and closes from a footer action', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Delete</Button>
        <Modal>
          <Dialog
            role="alertdialog"
            title="Delete reply?"
            footer={(close) => <Button onPress={close}>Cancel</Button>}
          >
            <p>This cannot be undone.</p>
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete reply?' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
