import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBoxItem } from '../list-box/list-box';
import { Select } from './select';

function Locale(props: { onChange?: (key: unknown) => void; isDisabled?: boolean }) {
  return (
    <Select label="Language" placeholder="Choose" {...props}>
      <ListBoxItem id="en">English</ListBoxItem>
      <ListBoxItem id="de">Deutsch</ListBoxItem>
      <ListBoxItem id="fr">Français</ListBoxItem>
    </Select>
  );
}

describe('Select', () => {
  it('opens on click and selects an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Locale onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(onChange).toHaveBeenCalledWith('de');
    expect(screen.getByRole('button', { name: /Deutsch/ })).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Locale onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    // react-aria moves focus into the list after the popover mounts.
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('de');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
