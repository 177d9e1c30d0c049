import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../theme/contrast';
import { darkPalette, lightPalette } from '../theme/palette';
import { Colours, TypeScale } from './foundations';
import { iconMeanings, Icons } from './icon-meanings';
import { Elevation, Motion, Radii, Spacing } from './scales';

/**
 * The token tables of the Foundations pages (the MDX pages embed these stories), so they are
 * checked by axe like every other story.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { docs: { codePanel: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The figures are computed from the palettes the themes are built from.
    const figure = `${contrastRatio(lightPalette.text, lightPalette.background).toFixed(2)}:1`;
    await expect((await canvas.findAllByText(new RegExp(figure))).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(darkPalette.star).length).toBeGreaterThan(0);
  },
};
export const Type: Story = { render: () => <TypeScale /> };
export const SpacingScale: Story = { name: 'Spacing', render: () => <Spacing /> };
export const RadiusScale: Story = { name: 'Radii', render: () => <Radii /> };
export const ElevationLevels: Story = { name: 'Elevation', render: () => <Elevation /> };
export const Iconography: Story = {
  render: () => <Icons />,
  play: async ({ canvasElement }) => {
    // One meaning per icon: no two icons share a meaning.
    const meanings = Object.values(iconMeanings);
    await expect(new Set(meanings).size).toBe(meanings.length);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(meanings.length);
  },
};
export const MotionDurations: Story = { name: 'Motion', render: () => <Motion /> };
