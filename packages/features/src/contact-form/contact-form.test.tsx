import { createMemoryTokenStore } from '@locperf/api/auth';
import { mockControls, mockDb } from '@locperf/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCenter } from '../test-utils/notifications';
import { setupMockServer } from '../test-utils/server';
import { ContactForm } from './contact-form';

setupMockServer();
afterEach(() => sessionStorage.clear());

async function fill(message: string) {
  const user = userEvent.setup();
  for (const [label, text] of [
    ['Name', 'Lena Neumann'],
    ['Email', 'lena@example.test'],
    ['Subject', 'Frage zur Rechnung'],
    ['Message', message],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(text);
  }
  return user;
}

describe('ContactForm (/contact)', () => {
  it('needs at least 10 characters of message, then sends and shows the success state', async () => {
    renderWithCenter(<ContactForm />, { client: { tokenStore: createMemoryTokenStore() } });
    const user = await fill('Hallo');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter at least 10 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste(', wie geht das?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you for your message. We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(
      mockDb.contactRequest.findFirst({ where: { subject: { equals: 'Frage zur Rechnung' } } }),
    ).not.toBeNull();
    expect(sessionStorage.getItem('locperf.draft.contact')).toBeNull();
  });

  it('keeps every value and the draft through a 500, a 429 and a network failure', async () => {
    renderWithCenter(<ContactForm />, { client: { tokenStore: createMemoryTokenStore() } });
    const user = await fill('Eine lange genug Nachricht.');
    mockControls.override('sendContactRequest', { status: 500 }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/went wrong on our side/)).toBeInTheDocument();
    mockControls.override('sendContactRequest', { status: 429 }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Too many/)).toBeInTheDocument();
    mockControls.override('sendContactRequest', { networkError: true }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Frage zur Rechnung');
    expect(sessionStorage.getItem('locperf.draft.contact')).toContain('Eine lange genug');
  });
});
