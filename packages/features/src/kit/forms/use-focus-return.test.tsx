import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './use-focus-return';

function Pay({ busy, onRemember }: { busy: boolean; onRemember: (remember: () => void) => void }) {
  onRemember(useFocusReturn(busy));
  return (
    <>
      <button type="button">Pay now</button>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useFocusReturn (owner trial 7: focus lost after a declined card)', () => {
  it('gives focus back to the control it was on once the request ends with focus on nothing', () => {
    let remember = () => {};
    const { rerender } = render(<Pay busy={false} onRemember={(r) => (remember = r)} />);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    pay.focus();
    remember();
    rerender(<Pay busy onRemember={(r) => (remember = r)} />);
    // What a browser does to a focused button that gets disabled.
    pay.blur();
    expect(document.body).toHaveFocus();
    rerender(<Pay busy={false} onRemember={(r) => (remember = r)} />);
    expect(pay).toHaveFocus();
  });

  it('leaves focus alone when the user moved it meanwhile', () => {
    let remember = () => {};
    const { rerender } = render(<Pay busy={false} onRemember={(r) => (remember = r)} />);
    screen.getByRole('button', { name: 'Pay now' }).focus();
    remember();
    rerender(<Pay busy onRemember={(r) => (remember = r)} />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(<Pay busy={false} onRemember={(r) => (remember = r)} />);
    expect(elsewhere).toHaveFocus();
  });
});
