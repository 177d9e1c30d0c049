import type { NotificationCenter } from '@locperf/features/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithCenter, withOverlayTheme } from '../test-utils/story';
import { FlashMessages } from './flash-messages';
import { pushOutcomeFlash } from './outcomes';
import cheatSheet from './xss-payloads.json';

type Setup = (center: NotificationCenter) => void;
const show = (setup: Setup) => (Story: () => ReactNode) => (
  <WithCenter setup={setup}>
    <Story />
  </WithCenter>
);

const meta = {
  title: 'Features/Shell/FlashMessages',
  component: FlashMessages,
  tags: ['autodocs'],
  decorators: [withOverlayTheme],
} satisfies Meta<typeof FlashMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

const all: Setup = (center) => {
  center.pushFlash({
    type: 'error',
    title: 'Payment failed',
    message: 'Your card was <strong>declined</strong>.',
  });
  center.pushFlash({ type: 'warning', message: 'Only 5 AI replies left this month.' });
  center.pushFlash({
    type: 'info',
    message: 'The review import is running. <a href="/reviews">See reviews</a>',
  });
  center.pushFlash({ type: 'success', message: 'Your settings were saved.' });
};

/** Error red, warning orange, info primary, success green (spec section 4). */
export const AllTypes: Story = {
  decorators: [show(all)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'See reviews' });
    await expect(link).toHaveAttribute('href', '/reviews');
    // The theme's link colour, never the browser's default blue (#0000ee).
    await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
  },
};

export const Dark: Story = {
  decorators: [show(all)],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'See reviews' });
    await expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
  },
};

const outcomes: Setup = (center) => {
  pushOutcomeFlash(center, 'emailConfirmed', { email: 'lena@example.test' });
  pushOutcomeFlash(center, 'passwordReset');
  pushOutcomeFlash(center, 'subscriptionCancelled');
  pushOutcomeFlash(center, 'googleConnected');
  pushOutcomeFlash(center, 'sessionExpired');
};

/** The outcomes of full-page flows that outlive a toast (email confirmed, password changed…). */
export const Outcomes: Story = {
  decorators: [show(outcomes)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Email address confirmed')).toBeVisible();
    await expect(canvas.getByText('Subscription cancelled')).toBeVisible();
    await expect(canvas.getByText(/session has expired/)).toBeVisible();
  },
};
export const OutcomesDark: Story = { decorators: [show(outcomes)], globals: { theme: 'dark' } };
export const OutcomesGerman: Story = {
  decorators: [show(outcomes)],
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Abonnement gekündigt')).toBeVisible();
  },
};
export const OutcomesFrench: Story = {
  decorators: [show(outcomes)],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mot de passe modifié')).toBeVisible();
  },
};

export const German: Story = {
  decorators: [show(all)],
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: 'Meldung schließen' }),
    ).toHaveLength(4);
  },
};

/** Nothing to show: the area takes no space. */
export const Empty: Story = { decorators: [show(() => {})] };

/** The close button removes its message. */
export const Close: Story = {
  decorators: [show((c) => c.pushFlash({ type: 'info', message: 'Close me' }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(canvas.queryByText('Close me')).not.toBeInTheDocument());
  },
};

let alerts = 0;

/** Every cheat-sheet payload rendered in a real browser: nothing runs, no handler survives. */
export const XssPayloads: Story = {
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
