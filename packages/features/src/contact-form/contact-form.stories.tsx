import { sendContactRequest } from '@locperf/api/contact';
import { mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  clearPendingAnnouncement,
  expectPending,
  freshForm,
  submit,
} from '../test-utils/accounts-story';
import { ContactForm } from './contact-form';
import { storyText } from '../test-utils/story';

const meta = {
  title: 'Features/Accounts/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  beforeEach: freshForm,
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  initialValues: {
    name: 'Lena Neumann',
    email: 'lena@example.test',
    subject: 'Frage zur Rechnung',
    message: 'Wie kann ich die Rechnungsadresse ändern?',
  },
};

export const Empty: Story = {};
export const Filled: Story = { args: filled };
export const Invalid: Story = {
  args: { initialValues: { ...filled.initialValues, email: 'lena@', message: 'Kurz' } },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'contact.form.submit'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText(globals, 'validation.email'))).toBeVisible();
    await expect(
      canvas.getByText(storyText(globals, 'validation.min_length', { num: 10 })),
    ).toBeVisible();
  },
};
export const Submitting: Story = {
  args: filled,
  beforeEach({ msw }) {
    msw.use(mockResponse(sendContactRequest, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'contact.form.submit'));
    await expectPending(canvasElement, storyText(globals, 'contact.form.submit.pending'));
  },
};
export const ServerError: Story = {
  args: filled,
  beforeEach({ msw }) {
    msw.use(mockResponse(sendContactRequest, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'contact.form.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'form.error.server')),
    ).toBeVisible();
  },
};
export const Success: Story = {
  args: filled,
  play: async ({ canvasElement, globals }) => {
    const button = await submit(canvasElement, storyText(globals, 'contact.form.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'contact.sent')),
    ).toBeVisible();
    await clearPendingAnnouncement(button);
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Empty,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
