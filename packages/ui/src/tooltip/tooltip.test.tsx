import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

// Hover is covered by the Hover story in a real browser: react-aria ignores happy-dom's
// emulated hover for tooltips.
describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Customer 4711">
        <Button>Acme GmbH</Button>
      </Tooltip>,
    );
    await user.tab();
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Customer 4711');
    expect(screen.getByRole('button', { name: 'Acme GmbH' })).toHaveAccessibleDescription(
      'Customer 4711',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
