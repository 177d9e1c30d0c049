import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { LogoutIcon, SettingsIcon, UserIcon } from '../icon/icons';
import { Menu, MenuItem, MenuSeparator } from './menu';
import { withTheme } from '../theme/story-theme';

const items = [
  <MenuItem key="p" id="profile" textValue="Profile">
    <UserIcon /> Profile
  </MenuItem>,
  <MenuItem key="s" id="settings" textValue="Settings">
    <SettingsIcon /> Settings
  </MenuItem>,
  <MenuSeparator key="sep" />,
  <MenuItem key="l" id="logout" textValue="Logout">
    <LogoutIcon /> Logout
  </MenuItem>,
];

const meta = {
  title: 'UI/Menu',
  decorators: [withTheme],
  component: Menu,
  tags: ['autodocs'],
  args: { trigger: <Button variant="outline">Account</Button>, children: items, onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onAction).toHaveBeenCalledWith('settings', undefined);
  },
};
/** Arrow keys open the menu and move through it; Enter runs the item (in a real browser). */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(document.body);
    const first = await body.findByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('settings', undefined);
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const WithDisabledItem: Story = { args: { defaultOpen: true, disabledKeys: ['settings'] } };
export const IconTrigger: Story = {
  args: {
    trigger: (
      <IconButton label="Account menu">
        <UserIcon />
      </IconButton>
    ),
  },
};
/** Text and icon triggers. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Menu {...args} />
      <Menu
        {...args}
        trigger={
          <IconButton label="Account menu" variant="outline">
            <UserIcon />
          </IconButton>
        }
      />
    </div>
  ),
};
