import { DEMO_ACCOUNTS, lastMockEmail } from '@locperf/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../test-utils/accounts';
import { renderWithCenter } from '../test-utils/notifications';
import { setupMockServer } from '../test-utils/server';
import { AdminSignUpEmail } from './admin-sign-up-email';

const server = setupMockServer();

describe('AdminSignUpEmail (spec section 6)', () => {
  it('sends the email and confirms with the spec text', async () => {
    renderWithCenter(<AdminSignUpEmail />, { client: signedInClient(DEMO_ACCOUNTS.admin.email) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Email of the user' }));
    await user.paste('neu@example.test');
    await user.click(screen.getByRole('button', { name: 'Send sign-up email' }));
    expect(
      await screen.findByText('A registration email has been sent to neu@example.test.'),
    ).toBeInTheDocument();
    expect(lastMockEmail('neu@example.test')?.kind).toBe('signup-invite');
  });

  it('shows the 403 of a non-admin as a form error', async () => {
    renderWithCenter(<AdminSignUpEmail />, { client: signedInClient(DEMO_ACCOUNTS.owner.email) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Email of the user' }));
    await user.paste('neu@example.test');
    await user.click(screen.getByRole('button', { name: 'Send sign-up email' }));
    expect(await screen.findByText(/went wrong on our side/)).toBeInTheDocument();
    expect(lastMockEmail('neu@example.test')).toBeNull();
  });
});

describe('AdminUserSearch (spec section 6: find a user)', () => {
  it('finds a user by name after the debounce and puts the email into the form', async () => {
    renderWithCenter(<AdminSignUpEmail />, { client: signedInClient(DEMO_ACCOUNTS.admin.email) });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Find a user' }), 'pending@');
    expect(await screen.findByText('1 user found')).toBeInTheDocument();
    expect(screen.getByText(/email not confirmed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this email' }));
    expect(screen.getByRole('textbox', { name: 'Email of the user' })).toHaveValue(
      'pending@demo.locperf.test',
    );
  });

  it('keeps the results of the shorter query while the longer one is asked', async () => {
    renderWithCenter(<AdminSignUpEmail />, { client: signedInClient(DEMO_ACCOUNTS.admin.email) });
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Find a user' });
    await user.type(search, 'pending');
    const choose = await screen.findByRole('button', { name: 'Use this email' });
    // The next answer does not come until the test is over.
    let asked = false;
    server.use(
      http.get('*/admin/users', async () => {
        asked = true;
        await delay('infinite');
      }),
    );
    await user.type(search, '@');
    await waitFor(() => expect(asked).toBe(true));
    // The e2e journey pressed this button while the list was away (a flake under load).
    expect(choose).toBeInTheDocument();
    await user.click(choose);
    expect(screen.getByRole('textbox', { name: 'Email of the user' })).toHaveValue(
      'pending@demo.locperf.test',
    );
  });
});
