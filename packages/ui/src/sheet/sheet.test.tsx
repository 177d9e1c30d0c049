import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { DialogTrigger } from '../dialog/dialog';
import { Sheet, type SheetPlacement } from './sheet';

function Example({ placement }: { placement?: SheetPlacement }) {
  return (
    <DialogTrigger>
      <Button>Filters</Button>
      <Sheet
        title="Filter reviews"
        closeLabel="Close"
        placement={placement}
        footer={(close) => <Button onPress={close}>Apply</Button>}
      >
        <p>Options</p>
      </Sheet>
    </DialogTrigger>
  );
}

/** A visual viewport the test resizes, as an on-screen keyboard does. */
function fakeVisualViewport(height: number) {
  const target = new EventTarget();
  const viewport = Object.assign(target, { height, offsetTop: 0, width: 375 });
  vi.stubGlobal('visualViewport', viewport);
  return (next: number) => {
    viewport.height = next;
    viewport.dispatchEvent(new Event('resize'));
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Sheet', () => {
  it('opens as a named dialog; a footer button closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Filter reviews' });
    expect(dialog).toHaveTextContent('Options');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    render(<Example placement="full" />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fits the visual viewport, so the footer stays above an on-screen keyboard', async () => {
    const resize = fakeVisualViewport(812);
    const user = userEvent.setup();
    render(<Example placement="full" />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The overlay is the box the sheet fills; it follows the visible part of the page.
    const box = () =>
      (screen.getByRole('dialog').closest('[style*="height"]') as HTMLElement).style;
    expect(box().height).toBe('812px');
    act(() => resize(420));
    expect(box().height).toBe('420px');
  });
});
