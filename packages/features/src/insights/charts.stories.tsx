import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chart, type ChartPoint } from './charts';

const points: ChartPoint[] = Array.from({ length: 8 }, (_, i) => ({
  key: `d${i}`,
  label: `${i + 1}`,
  value: 3 + (i % 3) * 0.5,
  description: `${i + 1}: ${3 + (i % 3) * 0.5}`,
}));

const meta = {
  title: 'Features/Reviews/Insights/Chart',
  component: Chart,
  tags: ['autodocs'],
  args: {
    kind: 'line',
    points,
    label: 'Rating trend',
    keyboardHint: 'Use the arrow keys to move between the points.',
    domain: [1, 5],
    formatValue: String,
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line chart: one tab stop, the arrow keys move between the points. */
export const Line: Story = {};

/** The same points as bars. */
export const Bars: Story = { args: { kind: 'bar', domain: [0, 5], integerTicks: true } };

/**
 * The chart's box narrows (a phone turned, a window resized): the chart scales down with the box
 * at once, before it draws again at the new width, and never pushes the page wider (WCAG 1.4.10).
 */
export const Narrowed: Story = {
  render: (args) => (
    <div data-chart-box style={{ width: 400 }}>
      <Chart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-chart-box]');
    const svg = box?.querySelector('svg');
    if (!box || !svg) throw new Error('no chart drawn');
    await waitFor(() => expect(svg.getAttribute('width')).toBe('400'));
    box.style.width = '260px';
    // Read at once, before the ResizeObserver has reported the new width.
    await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right,
    );
    await waitFor(() => expect(svg.getAttribute('width')).toBe('260'));
    await expect(svg.getBoundingClientRect().width).toBe(260);
  },
};
