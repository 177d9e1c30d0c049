import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

function renderIn(locale: string, props: Partial<Parameters<typeof DatePicker>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <DatePicker label="Von" value="2026-11-24" onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return onChange;
}

describe('DatePicker', () => {
  it('shows the day in the locale’s order, not the system’s mm/dd/yyyy (issue 20)', () => {
    renderIn('de-DE');
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['24', '11', '2026']);
  });

  it('keeps month first in American English', () => {
    renderIn('en-US');
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['11', '24', '2026']);
  });

  it('reports a changed day as an ISO date', async () => {
    const onChange = renderIn('fr-FR');
    const [day] = screen.getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });

  it('opens a labelled calendar from its button', async () => {
    renderIn('de-DE');
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('grid')).toBeVisible();
  });
});
