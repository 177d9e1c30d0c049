import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, mockControls, mockDb } from '@locperf/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInClient } from '../test-utils/accounts';
import { renderWithCenter } from '../test-utils/notifications';
import { setupMockServer } from '../test-utils/server';
import { OrganizationForm } from './organization-form';

setupMockServer();
afterEach(() => sessionStorage.clear());

const asOwner = () => ({ client: signedInClient(DEMO_ACCOUNTS.owner.email) });

describe('OrganizationForm (settings / organization)', () => {
  it('shows the company name and the customer number read-only', async () => {
    renderWithCenter(<OrganizationForm />, asOwner());
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue(
      DEMO_ORGANIZATION.name,
    );
    const number = screen.getByRole('textbox', { name: 'Customer number' });
    expect(number).toHaveAttribute('readonly');
  });

  it('renders a hostile name as text and saves it as typed', async () => {
    const payload = '<img src=x onerror="window.__xss=1">Bäckerei';
    renderWithCenter(<OrganizationForm />, asOwner());
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    const user = userEvent.setup();
    await user.clear(name);
    await user.click(name);
    await user.paste(payload);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(name).toHaveValue(payload);
    expect(document.querySelector('img')).toBeNull();
    const org = mockDb.organization.findFirst({ where: { id: { equals: DEMO_ORGANIZATION.id } } });
    expect(org?.name).toBe(payload);
  });

  it('requires a name, and keeps it through a 422 and a network failure', async () => {
    renderWithCenter(<OrganizationForm />, asOwner());
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    const user = userEvent.setup();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(name, 'Neu');
    mockControls.override(
      'updateOrganization',
      { status: 422, body: { violations: [{ propertyPath: 'name', key: 'validation.too_long' }] } },
      { times: 1 },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    mockControls.override('updateOrganization', { networkError: true }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/No connection to the server/)).toBeInTheDocument();
    expect(name).toHaveValue('Neu');
  });
});
