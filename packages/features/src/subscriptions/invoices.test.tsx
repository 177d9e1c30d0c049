import { getInvoice, listInvoices } from '@locperf/api/invoices';
import { mockResponse } from '@locperf/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCommerce, TEST_ORGANIZATION_ID } from '../test-utils/commerce-render';
import { setupMockServer } from '../test-utils/server';
import { proRataInvoice } from '../test-utils/subscription-fixtures';
import { Invoices } from './invoices';

const server = setupMockServer();

/** The amount a de-DE currency text states, in minor units ("−1.234,56 €" → -123456). */
function minor(text: string): number {
  const sign = /^[−-]/.test(text.trim()) ? -1 : 1;
  return sign * Number(text.replace(/[^\d]/g, ''));
}

async function openInvoice() {
  server.use(
    mockResponse(listInvoices, { status: 200, body: [proRataInvoice] }),
    mockResponse(getInvoice, { status: 200, body: proRataInvoice }),
  );
  const user = userEvent.setup();
  renderCommerce(<Invoices organizationId={TEST_ORGANIZATION_ID} />);
  await user.click(await screen.findByRole('button', { name: /Invoice RE-2026-0001 of/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Invoice RE-2026-0001' });
  await within(dialog).findByRole('table', { name: 'Invoice lines' });
  return dialog;
}

/** The value next to a term of the dialog's lists. */
function valueOf(dialog: HTMLElement, term: string | RegExp): string {
  const dt = within(dialog).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the invoice dialog adds up (issue 19, "Trust in every action")', () => {
  it('states every line with VAT, so the lines less the discount are the invoice total', async () => {
    const dialog = await openInvoice();
    const table = within(dialog).getByRole('table', { name: 'Invoice lines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(table).getByRole('columnheader', { name: 'Amount incl. VAT' })).toBeVisible();
    const amounts = rows.map((row) =>
      minor(within(row).getAllByRole('cell').at(-1)?.textContent ?? ''),
    );
    expect(amounts).toEqual([4601, 3799]);
    // The listed prices keep their own basis, said next to them.
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^29,00 € plus VAT$/);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^19,00 € incl. VAT$/);
    // Three columns: the quantity goes with the product's name.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/ × \d+$/);
    const total = minor(valueOf(dialog, 'Invoice total'));
    expect(total).toBe(8400);
    expect(amounts.reduce((a, b) => a + b, 0) + minor(valueOf(dialog, 'Discount'))).toBe(total);
  });

  it('prints the net amount and VAT of the amount charged, and the monthly amount apart', async () => {
    const dialog = await openInvoice();
    const net = minor(valueOf(dialog, 'Net amount'));
    const vat = minor(valueOf(dialog, /^VAT \(19%\)/));
    expect([net, vat]).toEqual([7059, 1341]);
    expect(net + vat).toBe(minor(valueOf(dialog, 'Invoice total')));
    expect(within(dialog).queryByText('105,90 €')).toBeNull();
    expect(
      within(dialog).getByText(/one-time pro-rata invoice for 20 of 30 days of the billing period/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Not part of this invoice: from Dec 13, 2026, the products of this order cost 126,02 € per month.',
      ),
    ).toBeInTheDocument();
  });
});
