import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem } from './list-box';
import { withTheme } from '../theme/story-theme';

const meta = {
  title: 'UI/ListBox',
  decorators: [withTheme],
  component: ListBox,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Locale',
    selectionMode: 'single',
    children: [
      <ListBoxItem key="en" id="en">
        English
      </ListBoxItem>,
      <ListBoxItem key="de" id="de">
        Deutsch
      </ListBoxItem>,
      <ListBoxItem key="fr" id="fr">
        Français
      </ListBoxItem>,
    ],
  },
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // react-aria renders a collection's items after its first commit: wait for them (findBy).
    const option = await within(canvasElement).findByRole('option', { name: 'Deutsch' });
    await userEvent.click(option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};
export const Selected: Story = { args: { defaultSelectedKeys: ['fr'] } };
export const Multiple: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['en', 'fr'] },
};
export const DisabledItem: Story = { args: { disabledKeys: ['de'] } };
/** Single and multiple selection side by side. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <ListBox {...args} aria-label="Single" defaultSelectedKeys={['en']} />
      <ListBox
        {...args}
        aria-label="Multiple"
        selectionMode="multiple"
        defaultSelectedKeys={['en', 'de']}
      />
      <ListBox {...args} aria-label="Disabled item" disabledKeys={['fr']} />
    </div>
  ),
};
