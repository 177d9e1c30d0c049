import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuIcon } from '../icon/icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and fires on click and keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <IconButton label="Open menu" onPress={onPress}>
        <MenuIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <IconButton label="Open menu" onPress={onPress} isDisabled>
        <MenuIcon />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
