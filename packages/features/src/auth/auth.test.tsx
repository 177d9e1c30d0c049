import { DEMO_ACCOUNTS, DEMO_PENDING_ACCOUNT, mockControls, mockDb } from '@locperf/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '@locperf/api/auth';
import { DRAFT_PREFIX } from '@locperf/features/forms';
import { renderWithCenter } from '../test-utils/notifications';
import { setupMockServer } from '../test-utils/server';
import { ConfirmEmail } from './confirm-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './sign-up-form';

setupMockServer();
// Drafts live in session storage; each test starts without one.
afterEach(() => sessionStorage.clear());

/** Types by pasting: key-by-key typing is slow in happy-dom and adds nothing here. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const client = () => ({ tokenStore: createMemoryTokenStore() });

function renderLogin(onSignedIn = vi.fn()) {
  renderWithCenter(
    <LoginForm onSignedIn={onSignedIn} forgotPasswordHref="/forgot" signUpHref="/signup" />,
    { client: client() },
  );
  return onSignedIn;
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await paste(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await paste(user, screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginForm (spec sections 2, 4 and 8)', () => {
  it('signs in and hands over to the app', async () => {
    const onSignedIn = renderLogin();
    await fillLogin(DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('says "Invalid credentials" on a 422 and keeps what was typed', async () => {
    const onSignedIn = renderLogin();
    await fillLogin(DEMO_ACCOUNTS.owner.email, 'wrong-password');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ACCOUNTS.owner.email);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong-password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "too many sign-in attempts" on the 429 throttle', async () => {
    mockControls.signInThrottle = { attempts: 1, lockMs: 60_000 };
    renderLogin();
    await fillLogin(DEMO_ACCOUNTS.owner.email, 'wrong-password');
    expect(
      await screen.findByText('Too many sign-in attempts. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('keeps the values on a 500 and on a network failure', async () => {
    mockControls.override('signIn', { status: 500 }, { times: 1 });
    renderLogin();
    const user = await fillLogin(DEMO_ACCOUNTS.owner.email, 'Demo-Owner1!');
    expect(await screen.findByText(/went wrong on our side/)).toBeInTheDocument();
    mockControls.override('signIn', { networkError: true }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/No connection to the server/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ACCOUNTS.owner.email);
  });

  it('shows and hides the password with the same toggle labels as every password field', async () => {
    renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks the fields before sending: required and a valid email', async () => {
    renderLogin();
    const user = userEvent.setup();
    await paste(user, screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid Email Address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    // The first invalid field gets focus.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});

function renderSignUp() {
  return renderWithCenter(
    <SignUpForm termsHref="/agb" privacyHref="/privacy" loginHref="/login" defaultLanguage="de" />,
    { client: client() },
  );
}

async function fillSignUp(email: string, password = 'Sonne-123!', repeat = password) {
  const user = userEvent.setup();
  await paste(user, screen.getByRole('textbox', { name: 'First name' }), 'Lena');
  await paste(user, screen.getByRole('textbox', { name: 'Last name' }), 'Neumann');
  await paste(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await paste(user, screen.getByLabelText('Password', { selector: 'input' }), password);
  await paste(user, screen.getByLabelText('Repeat password', { selector: 'input' }), repeat);
  await paste(user, screen.getByRole('textbox', { name: 'Company name' }), 'Neumann GmbH');
  return user;
}

describe('SignUpForm (spec sections 2 and 5)', () => {
  it('validates a field 300 ms after typing stops, not at once', async () => {
    renderSignUp();
    const user = userEvent.setup();
    const started = Date.now();
    await paste(user, screen.getByRole('textbox', { name: 'Email' }), 'lena@');
    // Right after the change there is no message yet (unless the machine stalled 300 ms).
    if (Date.now() - started < 250) {
      expect(screen.queryByText('Invalid Email Address')).not.toBeInTheDocument();
    }
    expect(await screen.findByText('Invalid Email Address')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('ticks the password rules live and says when the repeat differs', async () => {
    renderSignUp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
    expect(screen.getByText('At least one lowercase letter').textContent).toContain(': met');
    expect(screen.getByText('At least one digit').textContent).toContain(': not met yet');
    await user.type(screen.getByLabelText('Repeat password', { selector: 'input' }), 'abd');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    // Spec section 5's message on the password itself, next to the live checklist.
    expect(
      screen.getByText('Passwords do not match or do not meet the requirements.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The password needs/)).not.toBeInTheDocument();
  });

  it('requires the terms, then sends and shows the confirmation step', async () => {
    renderSignUp();
    const user = await fillSignUp('lena@example.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please accept the terms and the privacy policy.'),
    ).toBeInTheDocument();
    expect(mockDb.user.findFirst({ where: { email: { equals: 'lena@example.test' } } })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your email address' }),
    ).toBeInTheDocument();
    const created = mockDb.user.findFirst({ where: { email: { equals: 'lena@example.test' } } });
    expect(created).toMatchObject({ language: 'de', activated: false });
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}signup`)).toBeNull();
  });

  it('puts the server 422 on its field and keeps a draft without passwords', async () => {
    renderSignUp();
    const user = await fillSignUp(DEMO_ACCOUNTS.owner.email);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This email address is already registered.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // Typing elsewhere re-checks the form; the server's word on the email stays.
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('This email address is already registered.')).toBeInTheDocument();
    const draft = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}signup`) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(draft).toMatchObject({ firstName: 'Lenaa', organizationName: 'Neumann GmbH' });
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('passwordRepeat');
  });
});

describe('password reset and email confirmation (spec sections 5 and 8)', () => {
  it('refuses the reset for accounts that never confirmed', async () => {
    renderWithCenter(<ForgotPasswordForm loginHref="/login" />, { client: client() });
    const user = userEvent.setup();
    await paste(user, screen.getByRole('textbox', { name: 'Email' }), DEMO_PENDING_ACCOUNT.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/only be reset for activated accounts/)).toBeInTheDocument();
  });

  it('says the reset link is invalid and offers a new one', async () => {
    renderWithCenter(
      <ResetPasswordForm token="expired" loginHref="/login" requestLinkHref="/forgot" />,
      { client: client() },
    );
    const user = userEvent.setup();
    await paste(user, screen.getByLabelText('New password', { selector: 'input' }), 'Mond-456?x');
    await paste(
      user,
      screen.getByLabelText('Repeat new password', { selector: 'input' }),
      'Mond-456?x',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/reset link is invalid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });

  it('sets the new password with a valid link', async () => {
    mockDb.email.create({
      id: 'mail-1',
      to: DEMO_ACCOUNTS.owner.email,
      kind: 'password-reset',
      token: 'good-token',
      sentAt: new Date().toISOString(),
    });
    renderWithCenter(
      <ResetPasswordForm token="good-token" loginHref="/login" requestLinkHref="/forgot" />,
      { client: client() },
    );
    const user = userEvent.setup();
    await paste(user, screen.getByLabelText('New password', { selector: 'input' }), 'Mond-456?x');
    await paste(
      user,
      screen.getByLabelText('Repeat new password', { selector: 'input' }),
      'Mond-456?x',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/You can now sign in/)).toBeInTheDocument();
    expect(
      mockDb.user.findFirst({ where: { email: { equals: DEMO_ACCOUNTS.owner.email } } })?.password,
    ).toBe('Mond-456?x');
  });

  it('shows "Email confirmation token invalid" for an unknown token', async () => {
    renderWithCenter(<ConfirmEmail token="nope" loginHref="/login" />, { client: client() });
    expect(await screen.findByText('The email confirmation link is invalid.')).toBeInTheDocument();
  });

  it('hands the confirmed email to the app, which shows it as a flash on the sign-in page', async () => {
    mockDb.user.update({
      where: { email: { equals: DEMO_PENDING_ACCOUNT.email } },
      data: { confirmationToken: 'confirm-token' },
    });
    const onConfirmed = vi.fn();
    renderWithCenter(
      <ConfirmEmail token="confirm-token" loginHref="/login" onConfirmed={onConfirmed} />,
      { client: client() },
    );
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(DEMO_PENDING_ACCOUNT.email));
  });

  it('tells the app when the new password is set (the flash outlives the page)', async () => {
    mockDb.email.create({
      id: 'mail-3',
      to: DEMO_ACCOUNTS.owner.email,
      kind: 'password-reset',
      token: 'good-token',
      sentAt: new Date().toISOString(),
    });
    const onReset = vi.fn();
    renderWithCenter(
      <ResetPasswordForm
        token="good-token"
        loginHref="/login"
        requestLinkHref="/forgot"
        onReset={onReset}
      />,
      { client: client() },
    );
    const user = userEvent.setup();
    await paste(user, screen.getByLabelText('New password', { selector: 'input' }), 'Mond-456?x');
    await paste(
      user,
      screen.getByLabelText('Repeat new password', { selector: 'input' }),
      'Mond-456?x',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
  });
});
