import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure, DisclosureGroup } from './disclosure';

describe('Disclosure', () => {
  it('toggles its panel by click and by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Settings">
        <a href="/subscriptions">Subscriptions</a>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('in a group, both nav groups can start open when multiple are allowed', async () => {
    const user = userEvent.setup();
    render(
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['settings', 'profile']}>
        <Disclosure id="settings" title="Settings">
          Settings links
        </Disclosure>
        <Disclosure id="profile" title="Profile">
          Profile links
        </Disclosure>
      </DisclosureGroup>,
    );
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('as an accordion, opening one closes the other', async () => {
    const user = userEvent.setup();
    render(
      <DisclosureGroup defaultExpandedKeys={['a']}>
        <Disclosure id="a" title="A">
          A content
        </Disclosure>
        <Disclosure id="b" title="B">
          B content
        </Disclosure>
      </DisclosureGroup>,
    );
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-expanded', 'true');
  });
});
