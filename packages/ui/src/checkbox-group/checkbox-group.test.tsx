import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../checkbox/checkbox';
import { CheckboxGroup } from './checkbox-group';

describe('CheckboxGroup', () => {
  it('is a named group collecting the selected values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Locations" onChange={onChange}>
        <Checkbox value="berlin">Berlin</Checkbox>
        <Checkbox value="paris">Paris</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Locations' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Berlin' }));
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['berlin', 'paris']);
  });

  it('shows the group error when invalid', () => {
    render(
      <CheckboxGroup label="Locations" isInvalid errorMessage="Choose one location">
        <Checkbox value="berlin">Berlin</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByText('Choose one location')).toBeInTheDocument();
  });
});
