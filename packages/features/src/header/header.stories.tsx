import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../test-utils/story';
import { Header, type HeaderLocale } from './header';

const org = { name: 'Bäckerei Sonnenschein GmbH Filialverwaltung Nord', customerNumber: 'K-4711' };

const meta = {
  title: 'Features/Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // The language switch shows the toolbar's language, as the app passes its own.
  render: (args, { globals }) => <Header {...args} locale={toolbarLocale(globals)} />,
  args: {
    signedIn: false,
    isAdmin: false,
    showAuthButtons: true,
    locale: 'en',
    onLocaleChange: fn(),
    onMenuPress: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;

const locales: HeaderLocale[] = ['en', 'de', 'fr'];
function toolbarLocale(globals: { locale?: unknown }): HeaderLocale {
  return locales.find((locale) => locale === globals.locale) ?? 'en';
}
const languageNames: Record<HeaderLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};
type Story = StoryObj<typeof meta>;

/** Signed out: language switch, login and sign-up. */
export const SignedOut: Story = {};

/** On /login and /signup the app hides the auth links. */
export const SignedOutOnLoginPage: Story = { args: { showAuthButtons: false } };

/** The language switch by keyboard: Enter opens, arrows move, Enter picks. */
export const LanguageSwitch: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const current = toolbarLocale(globals);
    const trigger = within(canvasElement).getByRole('button', {
      name: storyText(globals, 'header.language.label', {
        code: current.toUpperCase(),
        language: languageNames[current],
      }),
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // The menu opens on the current language; the next one down (up from the last) is picked.
    const last = current === locales[locales.length - 1];
    await userEvent.keyboard(last ? '{ArrowUp}' : '{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocaleChange).toHaveBeenCalledWith(
      locales[locales.indexOf(current) + (last ? -1 : 1)],
    );
  },
};

/** Signed in as admin: the organization name (truncated) links to /admin. */
export const SignedInAdmin: Story = {
  args: { signedIn: true, isAdmin: true, organization: org },
  // The customer-number tooltip on keyboard focus is behaviour, proved in header.test.tsx; the
  // story shows the state a designer reviews: the organization as a link to /admin.
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: org.name }),
    ).toHaveAttribute('href', '/admin');
  },
};

/** Signed in, not admin: plain text with the customer-number tooltip on focus. */
export const SignedInMember: Story = {
  args: { signedIn: true, organization: org },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: org.name })).toBeNull();
  },
};
