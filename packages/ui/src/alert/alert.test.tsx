import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors and warnings assertively, info and success politely', () => {
    render(
      <>
        <Alert type="error" title="Payment failed" />
        <Alert type="warning" title="Signed out" />
        <Alert type="info" title="New reviews" />
        <Alert type="success" title="Saved" />
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('closes with its close button by pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Alert type="success" title="Saved" onClose={onClose} closeLabel="Close">
        Your settings were saved.
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button without onClose', () => {
    render(<Alert title="Note" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
