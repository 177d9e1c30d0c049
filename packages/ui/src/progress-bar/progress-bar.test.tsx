import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    render(<ProgressBar label="Import" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Import' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar aria-label="Loading" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });

  it('takes a custom value text', () => {
    render(<ProgressBar label="Setup" value={2} maxValue={4} valueLabel="2 of 4 steps" />);
    expect(screen.getByRole('progressbar', { name: 'Setup' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 4 steps',
    );
  });
});
