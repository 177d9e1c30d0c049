import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorModeProvider, colorModePreferences, useColorMode } from './color-mode';
import { withTheme } from '../theme/story-theme';

function Demo() {
  const { preference, mode, toggle, setPreference } = useColorMode();
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8 }}>
      <p>{`Preference: ${preference}. In effect: ${mode}.`}</p>
      <button type="button" onClick={toggle}>
        Toggle dark mode
      </button>
      <div style={{ display: 'flex', gap: 8 }}>
        {colorModePreferences.map((p) => (
          <button
            key={p}
            type="button"
            onClick={() => setPreference(p)}
            aria-pressed={p === preference}
          >
            {p}
          </button>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/ColorMode',
  decorators: [withTheme],
  component: ColorModeProvider,
  tags: ['autodocs'],
  args: { children: <Demo />, storageKey: 'storybook-color-mode' },
  // Each story starts with no stored preference: `Default` stores one, which the forced
  // stories would otherwise show when they are rendered after it in the same page.
  beforeEach() {
    localStorage.removeItem('storybook-color-mode');
  },
} satisfies Meta<typeof ColorModeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'light' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle dark mode' }));
    await expect(canvas.getByText(/In effect: dark/)).toBeInTheDocument();
  },
};
export const ForcedDark: Story = { args: { forced: 'dark' } };
export const ForcedLight: Story = { args: { forced: 'light' } };
/** Both forced modes side by side. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <ColorModeProvider {...args} forced="light" />
      <ColorModeProvider {...args} forced="dark" />
    </div>
  ),
};
