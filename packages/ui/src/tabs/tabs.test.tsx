import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function Settings({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="password">Password</Tab>
        <Tab id="cookies">Cookies</Tab>
      </TabList>
      <TabPanel id="profile">Profile form</TabPanel>
      <TabPanel id="password">Password form</TabPanel>
      <TabPanel id="cookies">Cookie settings</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches panels by click', async () => {
    const user = userEvent.setup();
    render(<Settings />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile form');
    await user.click(screen.getByRole('tab', { name: 'Cookies' }));
    expect(screen.getByRole('tab', { name: 'Cookies' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cookie settings');
  });

  it('moves with arrow keys and Home/End', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Settings onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cookies' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('cookies');
  });
});
