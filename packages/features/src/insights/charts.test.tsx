import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart, type ChartPoint } from './charts';

const stars: ChartPoint[] = [5, 4, 3, 2, 1].map((s) => ({
  key: String(s),
  label: `${s} Sterne`,
  shortLabel: `${s} ★`,
  value: s * 2,
  description: `${s} Sterne: ${s * 2} Bewertungen`,
}));

const axisTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.visx-axis-bottom text')].map((t) => t.textContent);

describe('Chart axis labels (issue 18)', () => {
  it('labels every bar with its short label where the full ones would not fit (owner trial 9)', () => {
    // Unmeasured (a test DOM) the chart takes its narrowest width, 240 px: a phone's.
    const { container } = render(
      <Chart
        kind="bar"
        points={stars}
        label="Verteilung der Sterne"
        keyboardHint=""
        domain={[0, 10]}
        formatValue={String}
      />,
    );
    expect(axisTexts(container)).toEqual(['5 ★', '4 ★', '3 ★', '2 ★', '1 ★']);
  });

  it('without short labels thins them out, the last one always labelled', () => {
    const { container } = render(
      <Chart
        kind="bar"
        points={stars.map(({ shortLabel: _, ...point }) => point)}
        label="Verteilung der Sterne"
        keyboardHint=""
        domain={[0, 10]}
        formatValue={String}
      />,
    );
    expect(axisTexts(container)).toEqual(['4 Sterne', '1 Sterne']);
  });
});
