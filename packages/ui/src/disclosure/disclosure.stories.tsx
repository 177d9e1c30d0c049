import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from './disclosure';
import { withTheme } from '../theme/story-theme';

const links = (
  <ul style={{ margin: 0, paddingInlineStart: 16 }}>
    <li>
      <a href="#subscriptions">Subscriptions</a>
    </li>
    <li>
      <a href="#google">Google account</a>
    </li>
  </ul>
);

const meta = {
  title: 'UI/Disclosure',
  decorators: [withTheme],
  component: Disclosure,
  tags: ['autodocs'],
  args: { title: 'Settings', children: links },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const Disabled: Story = { args: { isDisabled: true } };
/** The side navigation's two groups, both open by default. */
export const Group: Story = {
  render: (args) => (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['settings', 'profile']}>
      <Disclosure {...args} id="settings" title="Settings" />
      <Disclosure {...args} id="profile" title="Profile" />
    </DisclosureGroup>
  ),
};
/** Every state together. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Disclosure {...args} title="Collapsed" />
      <Disclosure {...args} title="Expanded" defaultExpanded />
      <Disclosure {...args} title="Disabled" isDisabled />
    </div>
  ),
};
