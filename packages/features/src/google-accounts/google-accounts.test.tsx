import { mockControls } from '@locperf/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { GoogleAccounts, locationAnchor } from './google-accounts';

setupMockServer();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderAccounts(onConsentUrl = vi.fn()) {
  renderWidget(
    <GoogleAccounts
      organizationId={DEMO_ORGANIZATION_ID}
      returnUrl="/settings/google-account"
      onConsentUrl={onConsentUrl}
      importPollMs={20}
    />,
    { client: signedInClient() },
  );
  return onConsentUrl;
}

describe('GoogleAccounts (issue 7, spec sections 3 and 4)', () => {
  it('lists accounts with their status and offers reauthorization where the refresh token is invalid', async () => {
    const user = userEvent.setup();
    const onConsentUrl = renderAccounts();
    const broken = await screen.findByRole('region', { name: 'filialen@sonnenschein.example' });
    expect(within(broken).getByText('Access expired')).toBeInTheDocument();
    // One status, not "Connected" beside "Access expired" (fourth owner trial).
    expect(within(broken).queryByText('Connected')).toBeNull();
    const healthy = screen.getByRole('region', { name: 'marketing@sonnenschein.example' });
    expect(within(healthy).getByText('Connected')).toBeInTheDocument();
    // The account to reauthorize comes first, not below the fold.
    expect(broken.compareDocumentPosition(healthy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(healthy).queryByRole('button', { name: /Reauthorize/ })).toBeNull();
    expect(within(healthy).getAllByRole('listitem').length).toBe(4);
    expect(within(broken).getByText('Rating: no data')).toBeInTheDocument();
    // Its granted locations get no new reviews: paused, not "Active" (owner trial 10).
    expect(within(broken).queryByText('Active')).toBeNull();
    expect(within(broken).getAllByText('Paused').length).toBeGreaterThan(0);
    expect(within(healthy).queryByText('Paused')).toBeNull();

    await user.click(
      within(broken).getByRole('button', { name: 'Reauthorize filialen@sonnenschein.example' }),
    );
    await vi.waitFor(() =>
      expect(onConsentUrl).toHaveBeenCalledWith(
        '/settings/google-account?rmsg=google.auth.success',
      ),
    );
  });

  it('connects an account through the consent URL the backend answers', async () => {
    const user = userEvent.setup();
    const onConsentUrl = renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Connect a Google account' }));
    await vi.waitFor(() =>
      expect(onConsentUrl).toHaveBeenCalledWith(
        '/settings/google-account?rmsg=google.auth.success',
      ),
    );
  });

  it('grants a location and shows the review import until it is done', async () => {
    const user = userEvent.setup();
    mockControls.importDelayMs = 300;
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Grant Sonnenschein Dresden' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Importing reviews…' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), {
      timeout: 3000,
    });
    // Every granted location is imported; those of the expired account say they are paused.
    const paused = screen.queryAllByText(
      'No new reviews arrive until the account is reauthorized.',
    );
    expect(screen.getAllByText('Reviews imported.').length + paused.length).toBe(6);
  });

  it("keeps the keyboard on the location's name once its Grant button is gone", async () => {
    const user = userEvent.setup();
    renderAccounts();
    const grant = await screen.findByRole('button', { name: 'Grant Sonnenschein Dresden' });
    grant.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sonnenschein Dresden' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Grant Sonnenschein Dresden' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Sonnenschein Dresden' })).toHaveFocus();
  });

  it('gives each location a heading a link can lead to (owner trial 7: "Grant locations")', async () => {
    renderAccounts();
    const heading = await screen.findByRole('heading', { name: 'Sonnenschein Dresden' });
    expect(heading).toHaveAttribute('id', 'locperf-location-loc-6');
    expect(locationAnchor('loc-6')).toBe('locperf-location-loc-6');
  });

  it('reports "{failed} out of {total} Google accounts were updated" with the failure details', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Update all accounts' }));
    expect(await screen.findByText('1 out of 2 Google accounts were updated')).toBeInTheDocument();
    expect(screen.getByText('Failed: invalid_grant')).toBeInTheDocument();
  });

  it('asks to connect when there is no account', async () => {
    mockControls.override('listGoogleAccounts', { status: 200, body: [] });
    renderAccounts();
    expect(
      await screen.findByRole('heading', {
        name: 'Google authentication is missing. Please connect your Google account.',
      }),
    ).toBeInTheDocument();
  });
});
