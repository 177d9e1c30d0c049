import type { NotificationCenter } from '@locperf/features/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText, WithCenter } from '../test-utils/story';
import { FlashMessages } from './flash-messages';
import { pushOutcomeFlash } from './outcomes';
import cheatSheet from '../test-utils/xss-payloads.json';

/** Fills the story's notification center; `locale` is the toolbar's. */
type Setup = (center: NotificationCenter, locale: string) => void;
const show =
  (setup: Setup) =>
  (Story: () => ReactNode, { globals }: { globals: { locale?: unknown } }) => (
    <WithCenter setup={(center) => setup(center, String(globals.locale ?? 'en'))}>
      <Story />
    </WithCenter>
  );

const meta = {
  title: 'Features/Shell/FlashMessages',
  component: FlashMessages,
  tags: ['autodocs'],
} satisfies Meta<typeof FlashMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Flash messages arrive from the server already translated (it answers in the request's
 * Accept-Language), so the fixture carries the server's text in each toolbar locale.
 */
const serverTexts = {
  en: {
    errorTitle: 'Payment failed',
    error: 'Your card was <strong>declined</strong>.',
    warning: 'Only 5 AI replies left this month.',
    info: 'The review import is running. <a href="/reviews">See reviews</a>',
    link: 'See reviews',
    success: 'Your settings were saved.',
  },
  de: {
    errorTitle: 'Zahlung fehlgeschlagen',
    error: 'Ihre Karte wurde <strong>abgelehnt</strong>.',
    warning: 'Nur noch 5 KI-Antworten in diesem Monat.',
    info: 'Der Bewertungsimport läuft. <a href="/reviews">Bewertungen ansehen</a>',
    link: 'Bewertungen ansehen',
    success: 'Ihre Einstellungen wurden gespeichert.',
  },
  fr: {
    errorTitle: 'Échec du paiement',
    error: 'Votre carte a été <strong>refusée</strong>.',
    warning: 'Plus que 5 réponses IA ce mois-ci.',
    info: 'L’import des avis est en cours. <a href="/reviews">Voir les avis</a>',
    link: 'Voir les avis',
    success: 'Vos paramètres ont été enregistrés.',
  },
};
const textsFor = (locale: unknown) =>
  serverTexts[(String(locale) in serverTexts ? locale : 'en') as keyof typeof serverTexts];

const all: Setup = (center, locale) => {
  const t = textsFor(locale);
  center.pushFlash({ type: 'error', title: t.errorTitle, message: t.error });
  center.pushFlash({ type: 'warning', message: t.warning });
  center.pushFlash({ type: 'info', message: t.info });
  center.pushFlash({ type: 'success', message: t.success });
};

/** Error red, warning orange, info primary, success green. */
export const AllTypes: Story = {
  decorators: [show(all)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: textsFor(globals.locale).link });
    await expect(link).toHaveAttribute('href', '/reviews');
    // The alert's own text colour, never the browser's default blue (#0000ee).
    await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
    await expect(getComputedStyle(link).color).toBe(
      getComputedStyle(link.closest('[role="status"]') as HTMLElement).color,
    );
  },
};

const outcomes: Setup = (center) => {
  pushOutcomeFlash(center, 'emailConfirmed', { email: 'lena@example.test' });
  pushOutcomeFlash(center, 'passwordReset');
  pushOutcomeFlash(center, 'subscriptionCancelled');
  pushOutcomeFlash(center, 'googleConnected');
  pushOutcomeFlash(center, 'sessionExpired');
  pushOutcomeFlash(center, 'signedOut');
};

/** The outcomes of full-page flows that outlive a toast (email confirmed, password changed…). */
export const Outcomes: Story = {
  decorators: [show(outcomes)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = (id: string) => storyText(globals, id);
    await expect(await canvas.findByText(text('flash.emailConfirmed.title'))).toBeVisible();
    await expect(canvas.getByText(text('flash.subscriptionCancelled.title'))).toBeVisible();
    await expect(canvas.getByText(text('auth.session.expired'))).toBeVisible();
    await expect(canvas.getByText(text('flash.signedOut'))).toBeVisible();
  },
};

/** Nothing to show: the area takes no space. */
export const Empty: Story = { decorators: [show(() => {})] };

/** The close button removes its message. */
export const Close: Story = {
  decorators: [show((c) => c.pushFlash({ type: 'info', message: 'Close me' }))],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText(globals, 'flashMessages.close.label') }),
    );
    await waitFor(() => expect(canvas.queryByText('Close me')).not.toBeInTheDocument());
  },
};

let alerts = 0;

/**
 * Every cheat-sheet payload rendered in a real browser: nothing runs, no handler survives. A
 * security fixture, not a design state: tagged `test-only`, out of the sidebar and the docs
 * page, still run as a story test.
 */
export const XssPayloads: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  decorators: [
    show((center) =>
      cheatSheet.payloads.forEach((message, i) =>
        center.pushFlash({ type: 'info', message, key: `payload-${i}` }),
      ),
    ),
  ],
  beforeEach() {
    alerts = 0;
    const original = window.alert;
    window.alert = () => {
      alerts += 1;
    };
    return () => {
      window.alert = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('status')).toHaveLength(cheatSheet.payloads.length),
    );
    // Let image errors and load events fire before judging.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('script, iframe, object, embed, style')).toBeNull();
    const handlers = [...canvasElement.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
    );
    await expect(handlers).toHaveLength(0);
    await expect(
      canvasElement.querySelector('[href^="javascript:" i], [href^="data:" i]'),
    ).toBeNull();
    await expect(alerts).toBe(0);
  },
};

/** Links in a message take the theme's link colour, never the browser's blue. */
export const LinkColour: Story = {
  decorators: [show(all)],
  play: async ({ canvasElement, globals }) => {
    const link = await within(canvasElement).findByRole('link', {
      name: textsFor(globals.locale).link,
    });
    await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
  },
};
