import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

const steps = [
  { id: 'locations', label: 'Locations' },
  { id: 'responder', label: 'Auto-Responder' },
  { id: 'notification', label: 'Notification' },
  { id: 'subscribe', label: 'Complete subscription' },
];

describe('Stepper', () => {
  it('marks the current step and announces completed ones', () => {
    render(
      <Stepper steps={steps} currentStep="notification" label="Setup" completedLabel="completed" />,
    );
    expect(screen.getByRole('navigation', { name: 'Setup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Notification/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: /Locations/ })).toHaveAccessibleName(
      /^Locations\s*completed$/,
    );
  });

  it('lets the user go back to completed steps by pointer and keyboard, not ahead', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(
      <Stepper
        steps={steps}
        currentStep="notification"
        label="Setup"
        onStepChange={onStepChange}
      />,
    );
    expect(screen.getByRole('button', { name: /Complete subscription/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Auto-Responder/ }));
    expect(onStepChange).toHaveBeenLastCalledWith('responder');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /Locations/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStepChange).toHaveBeenLastCalledWith('locations');
  });

  it('allows skipping ahead when asked', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(
      <Stepper
        steps={steps}
        currentStep="locations"
        label="Setup"
        onStepChange={onStepChange}
        allowSkipAhead
      />,
    );
    await user.click(screen.getByRole('button', { name: /Notification/ }));
    expect(onStepChange).toHaveBeenCalledWith('notification');
  });
});
