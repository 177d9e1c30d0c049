import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './tabs';
import { withTheme } from '../theme/story-theme';

const content = [
  <TabList key="list" aria-label="Settings">
    <Tab id="profile">Profile</Tab>
    <Tab id="password">Password</Tab>
    <Tab id="cookies">Cookies</Tab>
  </TabList>,
  <TabPanel key="a" id="profile">
    Name, email and language.
  </TabPanel>,
  <TabPanel key="b" id="password">
    Change your password.
  </TabPanel>,
  <TabPanel key="c" id="cookies">
    Cookie preferences.
  </TabPanel>,
];

const meta = {
  title: 'UI/Tabs',
  decorators: [withTheme],
  component: Tabs,
  tags: ['autodocs'],
  args: { children: content },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria renders a collection's items after its first commit: wait for them (findBy).
    await userEvent.click(await canvas.findByRole('tab', { name: 'Password' }));
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('Change your password.');
  },
};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'password' } };
export const DisabledTab: Story = { args: { disabledKeys: ['cookies'] } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
/** Horizontal and vertical, with a disabled tab. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs {...args} />
      <Tabs {...args} orientation="vertical" disabledKeys={['cookies']} />
    </div>
  ),
};
