import { listReplyTemplates } from '@locperf/api/reply-templates';
import { mockControls, mockDb, mockResponse } from '@locperf/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { ReplyTemplates } from './reply-templates';

const server = setupMockServer();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const renderTemplates = () =>
  renderWidget(<ReplyTemplates organizationId={DEMO_ORGANIZATION_ID} />, {
    client: signedInClient(),
  });

const list = async () => screen.findByRole('list', { name: 'Reply templates' });

/** Presses "Delete" on the Entschuldigung template: the question shows, focus on "Keep". */
async function askToDeleteEntschuldigung() {
  const user = userEvent.setup();
  renderTemplates();
  await list();
  await user.click(screen.getByRole('button', { name: 'Delete Entschuldigung' }));
  expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  return user;
}

describe('ReplyTemplates (issue 18)', () => {
  it('lists the seeded templates with their language', async () => {
    renderTemplates();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(await list()).getByText('Merci pour votre avis · French')).toBeInTheDocument();
  });

  it('flags unknown placeholders on save and keeps what was typed, then saves once fixed', async () => {
    const user = userEvent.setup();
    renderTemplates();
    await list();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const form = screen.getByRole('form', { name: 'New template' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Kurz');
    await user.click(within(form).getByRole('radio', { name: 'Deutsch' }));
    const text = within(form).getByRole('textbox', { name: /Text/ });
    await user.type(text, 'Danke {{vorname}, bis bald in {{location}!');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(
      await within(form).findByText(
        'Unknown placeholder: {vorname}. Use only {firstName}, {name}, {location}, {rating}, {business}.',
      ),
    ).toBeInTheDocument();
    expect(text).toHaveValue('Danke {vorname}, bis bald in {location}!');
    expect(mockDb.replyTemplate.count()).toBe(4);

    await user.clear(text);
    await user.type(text, 'Danke {{firstName}!');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template Kurz saved.')).toBeInTheDocument();
    expect(within(await list()).getByText('Kurz · German')).toBeInTheDocument();
    expect(mockDb.replyTemplate.findFirst({ where: { name: { equals: 'Kurz' } } })).toMatchObject({
      language: 'de',
      text: 'Danke {firstName}!',
    });
  });

  it('shows the server’s 422 on its field when the server refuses what the form let through', async () => {
    const user = userEvent.setup();
    mockControls.override('createReplyTemplate', {
      status: 422,
      body: {
        violations: [{ propertyPath: 'name', key: 'validation.too_long', params: {} }],
      },
    });
    renderTemplates();
    await list();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const form = screen.getByRole('form', { name: 'New template' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Thanks');
    await user.type(within(form).getByRole('textbox', { name: /Text/ }), 'Thank you!');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByText('This text is too long.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Text/ })).toHaveValue('Thank you!');
  });

  it('edits a template in place', async () => {
    const user = userEvent.setup();
    renderTemplates();
    await list();
    // A short verb on the button, the template in its name (designer trial 5).
    const edit = screen.getByRole('button', { name: 'Edit Thanks for the stars' });
    expect(edit).toHaveTextContent(/^Edit$/);
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit template' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Big thanks');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template Big thanks saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Big thanks' })).toHaveFocus(),
    );
  });

  it('keeps the template on Escape at the delete question, focus back on Delete (owner trial 7)', async () => {
    const user = await askToDeleteEntschuldigung();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Entschuldigung' })).toHaveFocus(),
    );
    expect(mockDb.replyTemplate.count()).toBe(4);
  });

  it('asks before deleting, keeps the template when deleting fails, deletes on retry', async () => {
    const user = await askToDeleteEntschuldigung();
    mockControls.override('deleteReplyTemplate', { status: 500 }, { times: 1 });
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(
      await screen.findByText('The template could not be deleted. Please try again.'),
    ).toBeInTheDocument();
    expect(mockDb.replyTemplate.count()).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Template Entschuldigung deleted.')).toBeInTheDocument();
    expect(mockDb.replyTemplate.count()).toBe(3);
  });

  it('shows the empty state, and an error with a retry', async () => {
    server.use(mockResponse(listReplyTemplates, { status: 200, body: [] }));
    const { unmount } = renderTemplates();
    expect(await screen.findByText('No reply templates yet')).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    mockControls.override('listReplyTemplates', { status: 500 }, { times: 1 });
    renderTemplates();
    expect(await screen.findByText('The reply templates could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(4);
  });
});
