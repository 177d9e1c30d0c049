import { sendSignUpEmail } from '@locperf/api/admin';
import { DEMO_ACCOUNTS, mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectPending, signedInAs, submit } from '../test-utils/accounts-story';
import { AdminSignUpEmail } from './admin-sign-up-email';
import { ANY_NUMBER, storyText, storyTextPattern } from '../test-utils/story';

const meta = {
  title: 'Features/Accounts/AdminSignUpEmail',
  component: AdminSignUpEmail,
  tags: ['autodocs'],
  beforeEach: signedInAs(DEMO_ACCOUNTS.admin.email),
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof AdminSignUpEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { initialValues: { email: 'neu@example.test' } };

export const Empty: Story = {};
export const Filled: Story = { args: filled };
export const Invalid: Story = {
  args: { initialValues: { email: 'neu@' } },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'admin.signupEmail.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'validation.email')),
    ).toBeVisible();
  },
};
export const Submitting: Story = {
  args: filled,
  beforeEach({ msw }) {
    msw.use(mockResponse(sendSignUpEmail, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'admin.signupEmail.submit'));
    await expectPending(canvasElement, storyText(globals, 'admin.signupEmail.submit.pending'));
  },
};
export const ServerError: Story = {
  args: filled,
  beforeEach({ msw }) {
    msw.use(mockResponse(sendSignUpEmail, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'admin.signupEmail.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'form.error.server')),
    ).toBeVisible();
  },
};
export const Success: Story = {
  args: filled,
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'admin.signupEmail.submit'));
    await expect(
      await within(canvasElement).findByText(
        storyText(globals, 'admin.signup_email.sent', { email: 'neu@example.test' }),
      ),
    ).toBeVisible();
  },
};

/** Find a user by name, email or company, then take their email into the form. */
export const FindUser: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: storyText(globals, 'admin.users.search') }),
      'demo.locperf',
    );
    await expect(
      await canvas.findByText(
        storyTextPattern(globals, 'admin.users.count', { count: ANY_NUMBER }),
      ),
    ).toBeVisible();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...Empty,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
