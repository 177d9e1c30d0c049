import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListBoxItem } from '../list-box/list-box';
import { ComboBox } from './combo-box';

const countries = [
  { id: 'de', name: 'Germany' },
  { id: 'fr', name: 'France' },
  { id: 'fi', name: 'Finland' },
];

describe('ComboBox', () => {
  it('filters suggestions as the user types and selects with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ComboBox label="Country" items={countries} onChange={onChange}>
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </ComboBox>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'F');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['France', 'Finland']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('fi');
    expect(input).toHaveValue('Finland');
  });

  it('opens the whole list with the button', async () => {
    const user = userEvent.setup();
    render(
      <ComboBox label="Country" items={countries}>
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </ComboBox>,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
