import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkPalette, lightPalette, type Palette } from './palette';

/** `#rrggbb` as the `rgb(r, g, b)` that getComputedStyle answers. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * The body carries the theme (no white frame around a dark story), and no wrapper between the
 * body and a small story is stretched to the viewport's height (a `min-height: 100vh` inside the
 * padded canvas made every story overflow by 32 px).
 */
async function checkCanvas(canvasElement: HTMLElement, palette: Palette) {
  await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(palette.background));
  await expect(getComputedStyle(document.body).color).toBe(rgb(palette.text));
  const content = within(canvasElement).getByText('A small story.');
  for (let el = content.parentElement; el && el !== document.body; el = el.parentElement) {
    await expect(el.getBoundingClientRect().height).toBeLessThan(innerHeight / 2);
  }
}

/** The Storybook canvas itself, as every story sees it. */
const meta = {
  title: 'Foundations/Canvas',
  render: () => <span>A small story.</span>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's theme, light or dark, paints the body. */
export const ToolbarTheme: Story = {
  play: ({ canvasElement, globals }) =>
    checkCanvas(canvasElement, globals.theme === 'dark' ? darkPalette : lightPalette),
};
