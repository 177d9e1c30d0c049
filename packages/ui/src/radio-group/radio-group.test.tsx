import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  it('selects by click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Report interval" onChange={onChange}>
        <Radio value="daily">Daily</Radio>
        <Radio value="weekly">Weekly</Radio>
        <Radio value="monthly">Monthly</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Report interval' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('weekly');
  });
});
