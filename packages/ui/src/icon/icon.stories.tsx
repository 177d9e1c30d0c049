import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconSizes } from './icon';
import * as icons from './icons';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/Icon',
  decorators: [withTheme],
  component: Icon,
  tags: ['autodocs'],
  args: { children: <path d="M20 6 9 17l-5-5" /> },
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = {
  args: { label: 'Done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Done' })).toBeInTheDocument();
  },
};
export const Large: Story = { args: { size: 'lg' } };

/** The whole local set in every size. */
export const Matrix: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 9rem)',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Component]) => (
        <li key={name} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {iconSizes.map((size) => (
            <Component key={size} size={size} />
          ))}
          <span style={{ fontSize: 12 }}>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
};
