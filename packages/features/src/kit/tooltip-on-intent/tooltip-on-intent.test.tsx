import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Focusable } from 'react-aria-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** How often the tooltip's module was loaded (issue 14: not before an intent). */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@locperf/ui/tooltip', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

/** A fresh copy of the component, with its module cache empty. */
async function fresh() {
  vi.resetModules();
  loads.count = 0;
  return (await import('./tooltip-on-intent')).TooltipOnIntent;
}

function trigger() {
  return (
    <Focusable>
      <span role="button" aria-label="Bäckerei Sonnenschein GmbH">
        Bäckerei Sonnenschein GmbH
      </span>
    </Focusable>
  );
}

describe('TooltipOnIntent', () => {
  beforeEach(() => {
    loads.count = 0;
  });

  it('loads the tooltip on focus, keeps focus on the trigger and shows the tooltip', async () => {
    const TooltipOnIntent = await fresh();
    const user = userEvent.setup();
    render(<TooltipOnIntent content="Customer number K-4711">{trigger()}</TooltipOnIntent>);
    expect(loads.count).toBe(0);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Customer number K-4711');
    expect(loads.count).toBe(1);
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('loads it when the pointer arrives, and shows it as that first hover would', async () => {
    const TooltipOnIntent = await fresh();
    const user = userEvent.setup();
    render(<TooltipOnIntent content="Customer number K-4711">{trigger()}</TooltipOnIntent>);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button'));
    // The hover began before the tooltip's code was there: it still opens, after its delay.
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Customer number K-4711',
    );
  });

  it('gives every trigger the tooltip when one asked, so the next one focused does not move', async () => {
    const TooltipOnIntent = await fresh();
    const user = userEvent.setup();
    render(
      <>
        <TooltipOnIntent content="Home">
          <Focusable>
            <span role="button" aria-label="First">
              First
            </span>
          </Focusable>
        </TooltipOnIntent>
        <TooltipOnIntent content="Reviews">
          <Focusable>
            <span role="button" aria-label="Second">
              Second
            </span>
          </Focusable>
        </TooltipOnIntent>
      </>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');
    const second = screen.getByRole('button', { name: 'Second' });
    await user.tab();
    // The same element: it took the tooltip with the first, before focus reached it.
    expect(screen.getByRole('button', { name: 'Second' })).toBe(second);
    expect(second).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reviews');
  });
});
