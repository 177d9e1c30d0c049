import { DEMO_ACCOUNTS, mockResponse } from '@locperf/mocks';
import { changePassword, updateNotificationSettings, updateProfile } from '@locperf/api/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectPending, signedInAs, submit } from '../test-utils/accounts-story';
import { NotificationsFields, NotificationsForm } from './notifications-form';
import { PasswordChangeForm } from './password-change-form';
import { ProfileContactFields, ProfileContactForm } from './profile-contact-form';
import { ProfileLocaleFields, ProfileLocaleForm } from './profile-locale-form';
import { storyText } from '../test-utils/story';

/* The profile screens (issue 10) in their states, signed in as the demo owner. */

const meta = {
  title: 'Features/Accounts/Profile',
  component: ProfileContactForm,
  tags: ['autodocs'],
  beforeEach: signedInAs(DEMO_ACCOUNTS.owner.email),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ProfileContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow =
  (endpoint: Parameters<typeof mockResponse>[0]): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(mockResponse(endpoint, { delayMs: 600_000 }));
  };
const failing =
  (endpoint: Parameters<typeof mockResponse>[0]): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(mockResponse(endpoint, { status: 500 }));
  };

async function expectText(canvasElement: HTMLElement, text: string | RegExp) {
  await expect(await within(canvasElement).findByText(text)).toBeVisible();
}

// Contact
export const ContactEmpty: Story = {
  render: () => <ProfileContactFields initialValues={{ firstName: '', lastName: '', email: '' }} />,
};
export const ContactFilled: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', {
        name: storyText(globals, 'form.field.email'),
      }),
    ).toHaveValue(DEMO_ACCOUNTS.owner.email);
  },
};
export const ContactInvalid: Story = {
  render: () => (
    <ProfileContactFields initialValues={{ firstName: '', lastName: 'N', email: 'x@' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectText(canvasElement, storyText(globals, 'validation.email'));
  },
};
export const ContactSubmitting: Story = {
  beforeEach: slow(updateProfile),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('textbox', {
      name: storyText(globals, 'form.field.email'),
    });
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectPending(canvasElement, storyText(globals, 'profile.contact.submit.pending'));
  },
};
export const ContactServerError: Story = {
  beforeEach: failing(updateProfile),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('textbox', {
      name: storyText(globals, 'form.field.email'),
    });
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectText(canvasElement, storyText(globals, 'form.error.server'));
  },
};
export const ContactSuccess: Story = {
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('textbox', {
      name: storyText(globals, 'form.field.email'),
    });
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectText(canvasElement, storyText(globals, 'settings.saved'));
  },
};

// Language and time zone
const localeArgs = { locale: 'en' as const, onLocaleChange: fn() };
export const LocaleEmpty: Story = {
  render: () => (
    <ProfileLocaleFields {...localeArgs} initialValues={{ language: 'en', timezone: '' }} />
  ),
};
export const LocaleFilled: Story = { render: () => <ProfileLocaleForm {...localeArgs} /> };
export const LocaleInvalid: Story = {
  render: () => (
    <ProfileLocaleFields {...localeArgs} initialValues={{ language: 'en', timezone: '' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.locale.submit'));
    await expectText(canvasElement, storyText(globals, 'validation.required'));
  },
};
/** A typed zone that is not an IANA zone is refused with its own message, never "saved". */
export const LocaleNotIana: Story = {
  render: () => (
    <ProfileLocaleFields
      {...localeArgs}
      initialValues={{ language: 'en', timezone: 'Mars/Olympus' }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.locale.submit'));
    await expectText(canvasElement, storyText(globals, 'validation.timezone'));
  },
};
/** Typing part of a city lists the matching time zones; the owner takes one. */
export const LocaleSearch: Story = {
  render: () => <ProfileLocaleForm {...localeArgs} />,
  play: async ({ canvasElement, globals }) => {
    const box = await within(canvasElement).findByRole('combobox', {
      name: storyText(globals, 'profile.locale.form'),
    });
    await userEvent.clear(box);
    await userEvent.type(box, 'new york');
    const option = await within(document.body).findByRole('option', { name: 'America/New_York' });
    // The list opens as a popover that fades in: found at once, visible a few frames later.
    await waitFor(() => expect(option).toBeVisible());
    // The story ends on the match taken. (Left open, react-aria hides the rest of the page from
    // screen readers while the list shows, as the combobox pattern does, and axe reports the
    // form's focusable controls inside that hidden part.)
    await userEvent.click(option);
    await expect(box).toHaveValue('America/New_York');
  },
};
export const LocaleSubmitting: Story = {
  render: () => <ProfileLocaleForm {...localeArgs} />,
  beforeEach: slow(updateProfile),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('combobox', {
      name: storyText(globals, 'profile.locale.form'),
    });
    await submit(canvasElement, storyText(globals, 'profile.locale.submit'));
    await expectPending(canvasElement, storyText(globals, 'profile.contact.submit.pending'));
  },
};
export const LocaleServerError: Story = {
  render: () => <ProfileLocaleForm {...localeArgs} />,
  beforeEach: failing(updateProfile),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('combobox', {
      name: storyText(globals, 'profile.locale.form'),
    });
    await submit(canvasElement, storyText(globals, 'profile.locale.submit'));
    await expectText(canvasElement, storyText(globals, 'form.error.server'));
  },
};
export const LocaleSuccess: Story = {
  render: () => <ProfileLocaleForm {...localeArgs} />,
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('combobox', {
      name: storyText(globals, 'profile.locale.form'),
    });
    await submit(canvasElement, storyText(globals, 'profile.locale.submit'));
    await expectText(canvasElement, storyText(globals, 'settings.saved'));
  },
};

/** A language taken with the arrow keys is only chosen; "Apply language" switches (WCAG 3.2.2). */
export const LanguageChosen: Story = {
  render: () => <ProfileLocaleForm {...localeArgs} />,
  play: async ({ canvasElement }) => {
    const french = await within(canvasElement).findByRole('radio', { name: 'Français' });
    await userEvent.click(french);
    await expect(french).toBeChecked();
  },
};
export const LanguageServerError: Story = {
  render: () => <ProfileLocaleForm {...localeArgs} />,
  beforeEach: failing(updateProfile),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: 'Français' }));
    await submit(canvasElement, storyText(globals, 'profile.locale.language.apply'));
    await expectText(canvasElement, storyText(globals, 'form.error.server'));
  },
};

// Password
const passwords = {
  currentPassword: DEMO_ACCOUNTS.owner.password,
  password: 'Mond-456?x',
  passwordRepeat: 'Mond-456?x',
};
export const PasswordEmpty: Story = { render: () => <PasswordChangeForm /> };
export const PasswordFilled: Story = {
  render: () => <PasswordChangeForm initialValues={passwords} />,
};
export const PasswordInvalid: Story = {
  render: () => (
    <PasswordChangeForm
      initialValues={{ ...passwords, password: 'mond', passwordRepeat: 'mont' }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.password.submit'));
    await expectText(canvasElement, storyText(globals, 'validation.password.mismatch'));
    await expectText(canvasElement, storyText(globals, 'validation.password.invalid'));
  },
};
export const PasswordSubmitting: Story = {
  render: () => <PasswordChangeForm initialValues={passwords} />,
  beforeEach: slow(changePassword),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.password.submit'));
    await expectPending(canvasElement, storyText(globals, 'profile.contact.submit.pending'));
  },
};
export const PasswordWrongCurrent: Story = {
  render: () => (
    <PasswordChangeForm initialValues={{ ...passwords, currentPassword: 'Nope-123!' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.password.submit'));
    await expectText(canvasElement, storyText(globals, 'validation.current_password_wrong'));
  },
};
export const PasswordSuccess: Story = {
  render: () => <PasswordChangeForm initialValues={passwords} />,
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'profile.password.submit'));
    await expectText(canvasElement, storyText(globals, 'profile.password.changed'));
  },
};

// Notifications
export const NotificationsEmpty: Story = {
  render: () => (
    <NotificationsFields initialValues={{ reportInterval: 'never', newReviewEmail: false }} />
  ),
};
export const NotificationsFilled: Story = { render: () => <NotificationsForm /> };
export const NotificationsInvalid: Story = {
  render: () => <NotificationsForm />,
  beforeEach({ msw }) {
    msw.use(
      mockResponse(updateNotificationSettings, {
        status: 422,
        body: { violations: [{ propertyPath: 'reportInterval', key: 'validation.invalid' }] },
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('radiogroup', {
      name: storyText(globals, 'profile.notifications.interval'),
    });
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectText(canvasElement, storyText(globals, 'validation.invalid'));
  },
};
export const NotificationsSubmitting: Story = {
  render: () => <NotificationsForm />,
  beforeEach: slow(updateNotificationSettings),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('radiogroup', {
      name: storyText(globals, 'profile.notifications.interval'),
    });
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectPending(canvasElement, storyText(globals, 'profile.contact.submit.pending'));
  },
};
export const NotificationsServerError: Story = {
  render: () => <NotificationsForm />,
  beforeEach: failing(updateNotificationSettings),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('radiogroup', {
      name: storyText(globals, 'profile.notifications.interval'),
    });
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectText(canvasElement, storyText(globals, 'form.error.server'));
  },
};
export const NotificationsSuccess: Story = {
  render: () => <NotificationsForm />,
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('radio', {
        name: storyText(globals, 'profile.notifications.interval.daily'),
      }),
    );
    await submit(canvasElement, storyText(globals, 'profile.contact.submit'));
    await expectText(canvasElement, storyText(globals, 'settings.saved'));
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...ContactEmpty,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
