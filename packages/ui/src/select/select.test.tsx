import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBoxItem } from '../list-box/list-box';
import { Select } from './select';
import { SelectPlaceholder } from './select-placeholder';

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
    // Type-ahead on the closed trigger picks an option, like a native select.
    await user.keyboard('d');
    expect(onChange).toHaveBeenCalledWith('de');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // Moving through the open list is covered by the KeyboardSelection story in a real browser,
    // because happy-dom leaves focus on the popover instead of the list.
  });

  it('has a placeholder in its look that offers nothing to press and says it is busy', () => {
    render(<SelectPlaceholder label="Language" value="Deutsch" />);
    const field = screen.getByText('Language').parentElement as HTMLElement;
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Deutsch')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
