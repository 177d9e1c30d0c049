import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading at the given level', () => {
    render(
      <Card title="Review booster" level={3} footer={<button>Add</button>}>
        49 € per month
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Review booster' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Review booster' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('is not a landmark without a title', () => {
    render(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
