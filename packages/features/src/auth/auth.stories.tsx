import {
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  signUpEndpoint,
} from '@locperf/api/auth';
import { DEMO_ACCOUNTS, mockDb, mockResponse } from '@locperf/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  clearPendingAnnouncement,
  expectPending,
  freshForm,
  submit,
} from '../test-utils/accounts-story';
import { ConfirmEmail } from './confirm-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';
import { ANY_TEXT, storyText, storyTextPattern } from '../test-utils/story';

/*
 * Each accounts form in its states: empty, filled, invalid, submitting, server error
 * and success. Every story runs in Chromium with axe at error level.
 */

const meta = {
  title: 'Features/Accounts/Auth',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSignedIn: fn(), forgotPasswordHref: '/auth/password/reset', signUpHref: '/signup' },
  beforeEach: freshForm,
  // Each story in its own frame on the docs page: its own mock backend, and an overlay stays
  // inside its preview instead of covering the page (issue 20, designer review).
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const owner = { email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password };

export const LoginEmpty: Story = {};
export const LoginFilled: Story = { args: { initialValues: owner } };
export const LoginInvalid: Story = {
  args: { initialValues: { email: 'owner@', password: '' } },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'login.submit'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText(globals, 'validation.email'))).toBeVisible();
    await expect(canvas.getByText(storyText(globals, 'validation.required'))).toBeVisible();
  },
};
export const LoginSubmitting: Story = {
  args: { initialValues: owner },
  beforeEach({ msw }) {
    msw.use(mockResponse(signInEndpoint, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'login.submit'));
    await expectPending(canvasElement, storyText(globals, 'login.submit.pending'));
  },
};
export const LoginInvalidCredentials: Story = {
  args: { initialValues: { email: owner.email, password: 'wrong' } },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'login.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'validation.invalid_credentials')),
    ).toBeVisible();
  },
};
export const LoginServerError: Story = {
  args: { initialValues: owner },
  beforeEach({ msw }) {
    msw.use(mockResponse(signInEndpoint, { status: 500 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'login.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'form.error.server')),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('textbox', { name: storyText(globals, 'form.field.email') }),
    ).toHaveValue(owner.email);
  },
};
export const LoginSuccess: Story = {
  args: { initialValues: owner },
  play: async ({ args, canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'login.submit'));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};

const signUpArgs = {
  termsHref: '/agb',
  privacyHref: '/privacy',
  loginHref: '/login',
  defaultLanguage: 'en' as const,
};
const signUpFilled = {
  firstName: 'Lena',
  lastName: 'Neumann',
  email: 'lena@example.test',
  password: 'Sonne-123!',
  passwordRepeat: 'Sonne-123!',
  organizationName: 'Neumann GmbH',
  acceptTerms: true as const,
};

/** The language starts as the page's, as in the app (the toolbar's locale here). */
export const SignUpEmpty: Story = {
  render: (_args, { globals }) => (
    <SignUpForm
      {...signUpArgs}
      defaultLanguage={globals.locale === 'de' || globals.locale === 'fr' ? globals.locale : 'en'}
    />
  ),
};
export const SignUpFilled: Story = {
  render: () => <SignUpForm {...signUpArgs} initialValues={signUpFilled} />,
};
export const SignUpInvalid: Story = {
  render: () => (
    <SignUpForm
      {...signUpArgs}
      initialValues={{
        ...signUpFilled,
        password: 'sonne',
        passwordRepeat: 'sonnE',
        acceptTerms: false as true,
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'signup.submit'));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText(globals, 'validation.password.mismatch')),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(globals, 'auth.signup.terms_required'))).toBeVisible();
  },
};
export const SignUpSubmitting: Story = {
  ...SignUpFilled,
  beforeEach({ msw }) {
    msw.use(mockResponse(signUpEndpoint, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'signup.submit'));
    await expectPending(canvasElement, storyText(globals, 'signup.submit.pending'));
  },
};
export const SignUpServerError: Story = {
  render: () => (
    <SignUpForm
      {...signUpArgs}
      initialValues={{ ...signUpFilled, email: DEMO_ACCOUNTS.owner.email }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'signup.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'auth.signup.email_taken')),
    ).toBeVisible();
  },
};
export const SignUpConfirmationStep: Story = {
  ...SignUpFilled,
  play: async ({ canvasElement, globals }) => {
    const button = await submit(canvasElement, storyText(globals, 'signup.submit'));
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText(globals, 'signup.confirm.title'),
      }),
    ).toBeVisible();
    // The pending button is gone; its announcement would point at nothing.
    await clearPendingAnnouncement(button);
  },
};

export const ForgotEmpty: Story = { render: () => <ForgotPasswordForm loginHref="/login" /> };
export const ForgotFilled: Story = {
  render: () => <ForgotPasswordForm loginHref="/login" initialValues={{ email: owner.email }} />,
};
export const ForgotInvalid: Story = {
  render: () => <ForgotPasswordForm loginHref="/login" initialValues={{ email: 'owner@' }} />,
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'passwordForgot.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'validation.email')),
    ).toBeVisible();
  },
};
export const ForgotSubmitting: Story = {
  ...ForgotFilled,
  beforeEach({ msw }) {
    msw.use(mockResponse(requestPasswordResetEndpoint, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'passwordForgot.submit'));
    await expectPending(canvasElement, storyText(globals, 'passwordForgot.submit.pending'));
  },
};
export const ForgotNotActivated: Story = {
  render: () => (
    <ForgotPasswordForm loginHref="/login" initialValues={{ email: 'pending@demo.locperf.test' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'passwordForgot.submit'));
    await expect(
      await within(canvasElement).findByText(
        storyTextPattern(globals, 'auth.password_reset.not_activated'),
      ),
    ).toBeVisible();
  },
};
export const ForgotSuccess: Story = {
  ...ForgotFilled,
  play: async ({ canvasElement, globals }) => {
    await submit(canvasElement, storyText(globals, 'passwordForgot.submit'));
    await expect(
      await within(canvasElement).findByText(
        storyTextPattern(globals, 'passwordForgot.sent', { email: ANY_TEXT }),
      ),
    ).toBeVisible();
  },
};

const resetArgs = { loginHref: '/login', requestLinkHref: '/auth/password/reset' };
async function typeNewPassword(
  canvasElement: HTMLElement,
  globals: { locale?: unknown },
  password: string,
  repeat = password,
) {
  const canvas = within(canvasElement);
  const field = (id: string) =>
    canvas.getByLabelText(storyText(globals, id), { selector: 'input' });
  await userEvent.type(field('form.password.new'), password);
  await userEvent.type(field('form.password.new.repeat'), repeat);
}

export const ResetEmpty: Story = { render: () => <ResetPasswordForm token="t" {...resetArgs} /> };
export const ResetFilled: Story = {
  render: () => <ResetPasswordForm token="t" {...resetArgs} />,
  play: async ({ canvasElement, globals }) => typeNewPassword(canvasElement, globals, 'Mond-456?x'),
};
export const ResetInvalid: Story = {
  render: () => <ResetPasswordForm token="t" {...resetArgs} />,
  play: async ({ canvasElement, globals }) => {
    await typeNewPassword(canvasElement, globals, 'mond', 'mont');
    await submit(canvasElement, storyText(globals, 'passwordReset.submit'));
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'validation.password.mismatch')),
    ).toBeVisible();
  },
};
export const ResetSubmitting: Story = {
  render: () => <ResetPasswordForm token="t" {...resetArgs} />,
  beforeEach({ msw }) {
    msw.use(mockResponse(resetPasswordEndpoint, { delayMs: 600_000 }));
  },
  play: async ({ canvasElement, globals }) => {
    await typeNewPassword(canvasElement, globals, 'Mond-456?x');
    await submit(canvasElement, storyText(globals, 'passwordReset.submit'));
    await expectPending(canvasElement, storyText(globals, 'passwordReset.submit.pending'));
  },
};
export const ResetLinkInvalid: Story = {
  render: () => <ResetPasswordForm token="expired" {...resetArgs} />,
  play: async ({ canvasElement, globals }) => {
    await typeNewPassword(canvasElement, globals, 'Mond-456?x');
    await submit(canvasElement, storyText(globals, 'passwordReset.submit'));
    await expect(
      await within(canvasElement).findByText(
        storyTextPattern(globals, 'auth.password_reset.link_invalid'),
      ),
    ).toBeVisible();
  },
};
export const ResetSuccess: Story = {
  render: () => <ResetPasswordForm token="story-token" {...resetArgs} />,
  beforeEach() {
    mockDb.email.create({
      id: 'story-mail',
      to: owner.email,
      kind: 'password-reset',
      token: 'story-token',
      sentAt: new Date().toISOString(),
    });
  },
  play: async ({ canvasElement, globals }) => {
    await typeNewPassword(canvasElement, globals, 'Mond-456?x');
    const button = await submit(canvasElement, storyText(globals, 'passwordReset.submit'));
    await expect(
      await within(canvasElement).findByText(
        storyTextPattern(globals, 'auth.password_reset.success'),
      ),
    ).toBeVisible();
    await clearPendingAnnouncement(button);
  },
};

export const ConfirmInvalidToken: Story = {
  render: () => <ConfirmEmail token="nope" loginHref="/login" />,
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyText(globals, 'auth.confirm.invalid_token')),
    ).toBeVisible();
  },
};

/** At 375 px, a phone's width: the page reflows in one column. */
export const Phone: Story = {
  ...LoginEmpty,
  play: undefined,
  globals: { viewport: { value: 'phone' } },
};
