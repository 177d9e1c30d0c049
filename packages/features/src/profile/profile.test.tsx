import { DEMO_ACCOUNTS, mockControls, mockDb } from '@locperf/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../test-utils/accounts';
import { renderWithCenter } from '../test-utils/notifications';
import { setupMockServer } from '../test-utils/server';
import { NotificationsForm } from './notifications-form';
import { PasswordChangeForm } from './password-change-form';
import { ProfileContactForm } from './profile-contact-form';
import { ProfileLocaleForm } from './profile-locale-form';
import { matchesTimeZone } from './time-zones';

setupMockServer();
afterEach(() => sessionStorage.clear());

const owner = () =>
  mockDb.user.findFirst({ where: { email: { equals: DEMO_ACCOUNTS.owner.email } } });
const asOwner = () => ({ client: signedInClient(DEMO_ACCOUNTS.owner.email) });

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ProfileContactForm', () => {
  it('loads the contact data and saves a change', async () => {
    renderWithCenter(<ProfileContactForm />, asOwner());
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue(owner()?.firstName);
    const user = userEvent.setup();
    await user.clear(first);
    await paste(user, first, 'Erika');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(owner()?.firstName).toBe('Erika');
  });

  it('keeps the typed values and a draft through a 500 and a session expiry', async () => {
    renderWithCenter(<ProfileContactForm />, asOwner());
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    const user = userEvent.setup();
    await user.clear(last);
    await paste(user, last, 'Musterfrau');
    mockControls.override('updateProfile', { status: 500 }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/went wrong on our side/)).toBeInTheDocument();
    mockControls.override('updateProfile', { status: 401 }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/session has expired/)).toBeInTheDocument();
    expect(last).toHaveValue('Musterfrau');
    expect(sessionStorage.getItem('locperf.draft.profile.contact')).toContain('Musterfrau');
  });
});

describe('unsaved changes (the app warns before leaving)', () => {
  it('the contact form reports a change, and clean again once saved', async () => {
    const onDirtyChange = vi.fn();
    renderWithCenter(<ProfileContactForm onDirtyChange={onDirtyChange} />, asOwner());
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    const user = userEvent.setup();
    await user.type(first, 'x');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('the time zone counts, a chosen language does not', async () => {
    const onDirtyChange = vi.fn();
    renderWithCenter(
      <ProfileLocaleForm locale="en" onLocaleChange={vi.fn()} onDirtyChange={onDirtyChange} />,
      asOwner(),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'x');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('the password form is dirty once anything is typed', async () => {
    const onDirtyChange = vi.fn();
    renderWithCenter(<PasswordChangeForm onDirtyChange={onDirtyChange} />, asOwner());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'a');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});

describe('ProfileLocaleForm', () => {
  it('applies the chosen language with its button and saves it to the profile', async () => {
    const onLocaleChange = vi.fn();
    renderWithCenter(<ProfileLocaleForm locale="en" onLocaleChange={onLocaleChange} />, asOwner());
    const user = userEvent.setup();
    // The seeded owner reads German; French proves the save.
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    expect(onLocaleChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply language' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(owner()?.language).toBe('fr'));
  });

  it('arrow keys only choose: the UI and the profile keep their language until it is applied (WCAG 3.2.2)', async () => {
    const onLocaleChange = vi.fn();
    renderWithCenter(<ProfileLocaleForm locale="en" onLocaleChange={onLocaleChange} />, asOwner());
    const user = userEvent.setup();
    const english = await screen.findByRole('radio', { name: 'English' });
    await user.click(english);
    // From English to Français passes Deutsch: neither step switches or saves anything.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(onLocaleChange).not.toHaveBeenCalled();
    expect(owner()?.language).toBe('de');
    await user.keyboard('{Tab}{Enter}');
    expect(onLocaleChange).toHaveBeenCalledTimes(1);
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(owner()?.language).toBe('fr'));
  });

  it('a language the profile cannot save says so on the field', async () => {
    mockControls.override('updateProfile', { status: 500, body: {} }, { times: 1 });
    const onLocaleChange = vi.fn();
    renderWithCenter(<ProfileLocaleForm locale="en" onLocaleChange={onLocaleChange} />, asOwner());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Apply language' }));
    expect(
      await screen.findByText(
        'Something went wrong on our side. Your entries are kept; please try again.',
      ),
    ).toBeInTheDocument();
    expect(owner()?.language).toBe('de');
  });

  it('saves the time zone on its own', async () => {
    renderWithCenter(<ProfileLocaleForm locale="en" onLocaleChange={vi.fn()} />, asOwner());
    await screen.findByRole('combobox', { name: 'Time zone' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  });

  it('refuses a typed zone that is not an IANA zone instead of saying "saved"', async () => {
    renderWithCenter(<ProfileLocaleForm locale="en" onLocaleChange={vi.fn()} />, asOwner());
    const field = await screen.findByRole('combobox', { name: 'Time zone' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(
      await screen.findByText('Choose a time zone from the list, for example Europe/Berlin.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Mars/Olympus');
    expect(screen.queryByText('Your changes have been saved.')).not.toBeInTheDocument();
    expect(owner()?.timezone).toBe('Europe/Berlin');
  });

  it("shows the server's 422 on the field when it refuses the zone", async () => {
    mockControls.override(
      'updateProfile',
      {
        status: 422,
        body: { violations: [{ propertyPath: 'timezone', key: 'validation.timezone' }] },
      },
      { times: 1 },
    );
    renderWithCenter(<ProfileLocaleForm locale="en" onLocaleChange={vi.fn()} />, asOwner());
    await screen.findByRole('combobox', { name: 'Time zone' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(
      await screen.findByText('Choose a time zone from the list, for example Europe/Berlin.'),
    ).toBeInTheDocument();
  });

  it('finds time zones by any part of the name', () => {
    expect(matchesTimeZone('America/New_York', 'new york')).toBe(true);
    expect(matchesTimeZone('Europe/Berlin', 'berl')).toBe(true);
    expect(matchesTimeZone('Europe/Berlin', 'paris')).toBe(false);
  });

  it('finds a zone by the German or French name of its city (owner trial 8)', () => {
    expect(matchesTimeZone('Europe/Vienna', 'Wien')).toBe(true);
    expect(matchesTimeZone('Europe/Lisbon', 'lissab')).toBe(true);
    expect(matchesTimeZone('Europe/Vienna', 'vienne')).toBe(true);
    expect(matchesTimeZone('Europe/Zurich', 'zürich')).toBe(true);
    expect(matchesTimeZone('Europe/Paris', 'wien')).toBe(false);
  });
});

describe('PasswordChangeForm (spec section 5)', () => {
  async function fill(current: string, next: string, repeat = next) {
    const user = userEvent.setup();
    await paste(user, screen.getByLabelText('Current password', { selector: 'input' }), current);
    await paste(user, screen.getByLabelText('New password', { selector: 'input' }), next);
    await paste(user, screen.getByLabelText('Repeat new password', { selector: 'input' }), repeat);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('refuses a mismatch and a weak password before sending', async () => {
    renderWithCenter(<PasswordChangeForm />, asOwner());
    await fill(DEMO_ACCOUNTS.owner.password, 'weakpass', 'weakpas');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    // Spec section 5's own message, never a home-made policy text; the checklist lists the rules.
    expect(
      screen.getAllByText('Passwords do not match or do not meet the requirements.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/needs 8 to 16 characters/)).not.toBeInTheDocument();
    expect(screen.getByText('At least one digit').textContent).toContain(': not met yet');
  });

  it('puts a wrong current password on its field (server 422)', async () => {
    renderWithCenter(<PasswordChangeForm />, asOwner());
    await fill('Not-the-one1!', 'Mond-456?x');
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password', { selector: 'input' })).toHaveFocus();
  });

  it('changes the password and empties the fields', async () => {
    renderWithCenter(<PasswordChangeForm />, asOwner());
    await fill(DEMO_ACCOUNTS.owner.password, 'Mond-456?x');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(owner()?.password).toBe('Mond-456?x');
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveValue('');
  });
});

describe('NotificationsForm', () => {
  it('says reports need a subscription and saves the interval', async () => {
    renderWithCenter(<NotificationsForm />, asOwner());
    expect(
      await screen.findByText('Reports are sent only for locations that have a subscription.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(owner()?.reportInterval).toBe('monthly');
  });
});
