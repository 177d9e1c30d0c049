import { createCustomer } from '@locperf/api/customers';
import { mockDb, mockResponse } from '@locperf/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { InvoiceRecipients } from './invoice-recipients';
import { InvoiceRecipientPicker } from './recipient-picker';
import { validateRecipient, EMPTY_RECIPIENT } from './validation';

const server = setupMockServer();

const valid = {
  ...EMPTY_RECIPIENT,
  email: 'a@b.example',
  companyOrName: 'A GmbH',
  addressLine1: 'Weg 1',
  city: 'Wien',
};

describe('invoice-recipient validation (spec section 5)', () => {
  it('checks postal codes per country', () => {
    expect(validateRecipient({ ...valid, country: 'DE', zipCode: '10115' })).toEqual({});
    expect(validateRecipient({ ...valid, country: 'DE', zipCode: '1011' }).zipCode).toBe(
      'validation.zip_code',
    );
    expect(validateRecipient({ ...valid, country: 'AT', zipCode: '1010' })).toEqual({});
    expect(validateRecipient({ ...valid, country: 'CH', zipCode: '80011' }).zipCode).toBe(
      'validation.zip_code',
    );
    expect(validateRecipient({ ...valid, country: 'FR', zipCode: '75001' })).toEqual({});
    expect(validateRecipient({ ...valid, country: 'LU', zipCode: 'L-1234' })).toEqual({});
    expect(validateRecipient({ ...valid, country: 'BE', zipCode: '10000' }).zipCode).toBe(
      'validation.zip_code',
    );
    expect(validateRecipient({ ...valid, country: 'NO', zipCode: '0150' })).toEqual({});
  });

  it('requires every field but addressLine2 and a valid email', () => {
    expect(Object.keys(validateRecipient(EMPTY_RECIPIENT)).sort()).toEqual(
      ['addressLine1', 'city', 'companyOrName', 'email', 'zipCode'].sort(),
    );
    expect(validateRecipient({ ...valid, zipCode: '10115', email: 'nope' }).email).toBe(
      'validation.email',
    );
  });
});

describe('InvoiceRecipients (/settings/customers)', () => {
  async function openNew(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'New invoice recipient' }));
    const form = await screen.findByRole('form', { name: 'New invoice recipient' });
    const fill = async (name: RegExp, text: string) => {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill(/Company or name/, 'Neu AG');
    await fill(/Invoice email/, 'r@neu.example');
    await fill(/^Address(?! line)/, 'Hauptstr. 2');
    await fill(/Postal code/, '04109');
    await fill(/City/, 'Leipzig');
    return form;
  }

  it('focuses the first invalid field as the form shows them, after an empty save (German trial)', async () => {
    const user = userEvent.setup();
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(await screen.findByRole('button', { name: 'New invoice recipient' }));
    const form = await screen.findByRole('form', { name: 'New invoice recipient' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Company or name/ })).toHaveFocus(),
    );
  });

  it('keeps every typed value when saving fails, then saves on retry', async () => {
    server.use(mockResponse(createCustomer, { status: 500 }));
    const user = userEvent.setup();
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    const form = await openNew(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Something went wrong on our side. Your entries are kept; please try again.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Company or name/ })).toHaveValue('Neu AG');
    expect(within(form).getByRole('textbox', { name: /City/ })).toHaveValue('Leipzig');

    server.resetHandlers();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(mockDb.customer.count()).toBe(2);
    expect(await screen.findByRole('button', { name: 'Edit Neu AG' })).toBeInTheDocument();
  });

  it('shows the server’s field violations on the fields', async () => {
    server.use(
      mockResponse(createCustomer, {
        status: 422,
        body: { violations: [{ propertyPath: 'zipCode', key: 'validation.zip_code' }] },
      }),
    );
    const user = userEvent.setup();
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    const form = await openNew(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByRole('textbox', {
        name: /Postal code/,
        description: 'Please enter a valid postal code',
      }),
    ).toHaveValue('04109');
  });

  it('takes an optional EU VAT ID, checked while typing with the shared schema', async () => {
    const user = userEvent.setup();
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    const form = await openNew(user);
    const vatId = within(form).getByRole('textbox', { name: /VAT ID/ });
    await user.type(vatId, 'DE12345');
    expect(
      await within(form).findByText('Enter an EU VAT ID with its country code, e.g. DE123456789'),
    ).toBeInTheDocument();
    await user.type(vatId, '6789');
    await waitFor(() =>
      expect(vatId).not.toHaveAccessibleDescription(/Enter an EU VAT ID with its country code/),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(
      mockDb.customer.findFirst({ where: { companyOrName: { equals: 'Neu AG' } } })?.vatId,
    ).toBe('DE123456789');
  });

  it('names the country in the address, as on a letter, not its code (owner trial)', async () => {
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    const address = (await screen.findAllByText(/Bäckerei Sonnenschein GmbH/))
      .map((element) => element.closest('address'))
      .find((element) => element !== null);
    expect(address).toHaveTextContent('Germany');
    expect(address?.textContent).not.toMatch(/\bDE\b/);
  });

  it('says why a recipient a subscription uses cannot be deleted, before trying', async () => {
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    const name = 'Bäckerei Sonnenschein GmbH';
    const remove = await screen.findByRole('button', { name: `Delete ${name}` });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(remove).toHaveAccessibleDescription(
      'A subscription is billed to this recipient, so it cannot be deleted. Edit its address instead, or delete it once the subscription has ended.',
    );
  });

  it('asks before Escape throws away changes to a recipient; Stay keeps them (owner trial 7)', async () => {
    const user = userEvent.setup();
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Bäckerei Sonnenschein GmbH' }),
    );
    const form = await screen.findByRole('form', { name: 'Edit invoice recipient' });
    const city = within(form).getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Halle');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: /City/ })).toHaveValue('Halle');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mockDb.customer.findFirst({ where: { id: { equals: 'cust-1' } } })?.city).not.toBe(
      'Halle',
    );
  });

  it('edits a recipient, and deletes only after confirmation', async () => {
    // No subscription bills this recipient any more, so it may go.
    mockDb.subscription.deleteMany({ where: { customerId: { equals: 'cust-1' } } });
    const user = userEvent.setup();
    renderCommerce(<InvoiceRecipients organizationId={TEST_ORGANIZATION_ID} />);
    const name = 'Bäckerei Sonnenschein GmbH';
    await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
    const form = await screen.findByRole('form', { name: 'Edit invoice recipient' });
    const city = within(form).getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Halle');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(mockDb.customer.findFirst({ where: { id: { equals: 'cust-1' } } })?.city).toBe('Halle');

    const remove = screen.getByRole('button', { name: `Delete ${name}` });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete invoice recipient?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(mockDb.customer.count()).toBe(1);
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: `Delete ${name}`,
      }),
    );
    await waitFor(() => expect(mockDb.customer.count()).toBe(0));
  });
});

describe('InvoiceRecipientPicker (checkout, spec section 4)', () => {
  const renderPicker = (onChange: (id: string) => void) =>
    renderCommerce(
      <InvoiceRecipientPicker
        organizationId={TEST_ORGANIZATION_ID}
        value={null}
        onChange={onChange}
      />,
    );

  it('chooses the only recipient for the user (owner trial)', async () => {
    const onChange = vi.fn();
    renderPicker(onChange);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('cust-1'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('leaves the choice to the user when there are several', async () => {
    const first = mockDb.customer.findFirst({ where: { id: { equals: 'cust-1' } } })!;
    mockDb.customer.create({ ...first, id: 'cust-2', companyOrName: 'Zweite GmbH' });
    const onChange = vi.fn();
    renderPicker(onChange);
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells the checkout while a new recipient is being typed, so Continue waits (owner trial 10)', async () => {
    const user = userEvent.setup();
    const onEditingChange = vi.fn();
    renderCommerce(
      <InvoiceRecipientPicker
        organizationId={TEST_ORGANIZATION_ID}
        value="cust-1"
        onChange={vi.fn()}
        onEditingChange={onEditingChange}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'New invoice recipient' }));
    await waitFor(() => expect(onEditingChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onEditingChange).toHaveBeenLastCalledWith(false));
  });

  it('puts focus in the form it opens and back on its button after Cancel (owner trial 7)', async () => {
    // Enter on "New invoice recipient" left focus on the page: what the owner typed went nowhere.
    const user = userEvent.setup();
    renderPicker(vi.fn());
    const open = await screen.findByRole('button', { name: 'New invoice recipient' });
    open.focus();
    await user.keyboard('{Enter}');
    const name = await screen.findByRole('textbox', { name: /^Company or name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Test GmbH');
    expect(name).toHaveValue('Test GmbH');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'New invoice recipient' })).toHaveFocus(),
    );
  });
});
