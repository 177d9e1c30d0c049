import { mockControls, mockDb } from '@locperf/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { createApiClient, callEndpoint } from '@locperf/api/client';
import { generateReviewDraft } from '@locperf/api/reviews';
import { TEST_API_BASE } from '../test-utils/render';
import { PREVIEW_AUTHOR, previewReply } from './preview-texts';
import { ResponderSettingsForm } from './responder-settings';

const server = setupMockServer();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const settings = () =>
  mockDb.responderSettings.findFirst({ where: { id: { equals: DEMO_ORGANIZATION_ID } } });

function renderForm() {
  renderWidget(<ResponderSettingsForm organizationId={DEMO_ORGANIZATION_ID} />, {
    client: signedInClient(),
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(field) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('preview texts (issue 7: du/Sie and tu/vous)', () => {
  it('addresses informally or formally in German and French', () => {
    const base = { answerAs: 'team', iconsAllowed: false } as const;
    expect(previewReply('de', { ...base, salutation: 'informal' }, 5)).toMatch(/\bdir\b/);
    expect(previewReply('de', { ...base, salutation: 'formal' }, 5)).toMatch(/\bIhre\b/);
    expect(previewReply('fr', { ...base, salutation: 'informal' }, 2)).toMatch(/\bton\b/);
    expect(previewReply('fr', { ...base, salutation: 'formal' }, 2)).toMatch(/\bvotre\b/);
  });
});

describe('preview and real draft agree (issue 18)', () => {
  /** Generates the demo AI draft for a seeded review made into the preview's sample review. */
  async function draftLike(language: string, rating: number): Promise<string[]> {
    const review = mockDb.review.findFirst({ where: { responseKind: { equals: 'none' } } });
    if (!review) throw new Error('no unanswered review in the seed');
    mockDb.review.update({
      where: { id: { equals: review.id } },
      data: { language, rating, authorName: PREVIEW_AUTHOR },
    });
    const client = createApiClient({ baseUrl: TEST_API_BASE, ...signedInClient() });
    const answer = await callEndpoint(client, generateReviewDraft, {
      params: { organizationId: DEMO_ORGANIZATION_ID, reviewId: review.id },
    });
    return answer.data.draft?.text.split('\n') ?? [];
  }

  it.each([
    ['German', 'de', 'Formal', 'Team'],
    ['French', 'fr', 'Informal', 'Individual'],
  ])(
    'shows in the %s preview the greeting and sign-off the AI then writes (%s, %s, %s)',
    async (languageName, language, salutation, answerAs) => {
      const user = userEvent.setup();
      renderForm();
      await screen.findByRole('switch', { name: 'Review responder on' });
      await choose(user, 'Preview language', languageName);
      await user.click(screen.getByRole('radio', { name: salutation }));
      await user.click(screen.getByRole('radio', { name: answerAs }));
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await screen.findByText('Your changes have been saved.');
      // The preview signs with the loaded organization and profile, as the draft does.
      const owner = mockDb.user.findFirst({ where: { id: { equals: 'user-owner' } } });
      const signer = answerAs === 'Team' ? 'Bäckerei Sonnenschein GmbH' : owner?.firstName;
      await vi.waitFor(() =>
        expect(screen.getByTestId('preview-2').textContent).toContain(signer ?? '?'),
      );
      const preview = (screen.getByTestId('preview-2').textContent ?? '').split('\n');
      const draft = await draftLike(language, 2);
      expect(draft[0]).toBe(preview[0]);
      expect(draft.at(-1)).toBe(preview.at(-1));
      expect(draft[1]).toBe(preview[1]);
    },
  );
});

describe('ResponderSettingsForm (spec section 3, issue 7)', () => {
  it('previews 5- and 2-star replies live with the salutation and the auto-publish minimum', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('switch', { name: 'Review responder on' });
    await choose(user, 'Preview language', 'German');
    const five = () => screen.getByTestId('preview-5');
    expect(five()).toHaveTextContent(/Ihre freundliche Bewertung/);
    await user.click(screen.getByRole('radio', { name: 'Informal' }));
    expect(five()).toHaveTextContent(/danke dir/);
    expect(screen.getByTestId('preview-2')).toHaveTextContent(/dein ehrliches Feedback/);

    // Auto-publish from 3 stars by default: the 5-star reply is published, the 2-star one waits.
    await user.click(screen.getByRole('switch', { name: 'Publish AI replies automatically' }));
    const five_ = screen.getByRole('figure', { name: 'Reply to a 5-star review' });
    const two = screen.getByRole('figure', { name: 'Reply to a 2-star review' });
    expect(within(five_).getByText('Published automatically')).toBeInTheDocument();
    expect(within(two).getByText('Saved as a draft for your approval')).toBeInTheDocument();
  });

  it('saves formal salutation and auto-publish from 4 stars', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('switch', { name: 'Review responder on' });
    await user.click(screen.getByRole('radio', { name: 'Formal' }));
    await user.click(screen.getByRole('switch', { name: 'Publish AI replies automatically' }));
    expect(screen.getByRole('button', { name: /Auto-publish from/ })).toHaveTextContent(
      '3 stars and more',
    );
    await choose(user, 'Auto-publish from', '4 stars and more');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(settings()).toMatchObject({
      salutation: 'formal',
      autoPublish: true,
      autoPublishMinRating: 4,
    });
  });

  it('is a named form with a real submit button that saves once', async () => {
    const user = userEvent.setup();
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    });
    renderForm();
    const form = await screen.findByRole('form', { name: 'Review responder settings' });
    const save = within(form).getByRole('button', { name: 'Save settings' });
    // Assistive technology (and Enter in a field) finds the form's submit button.
    expect(save).toHaveAttribute('type', 'submit');
    await user.click(within(form).getByRole('radio', { name: 'Formal' }));
    await user.click(save);
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('reports unsaved changes to the app, and clean again after saving', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    renderWidget(
      <ResponderSettingsForm organizationId={DEMO_ORGANIZATION_ID} onDirtyChange={onDirtyChange} />,
      { client: signedInClient() },
    );
    await screen.findByRole('switch', { name: 'Review responder on' });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('radio', { name: 'Informal' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    // Back to what is saved: nothing to lose.
    await user.click(screen.getByRole('radio', { name: 'Formal' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('radio', { name: 'Informal' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('says "Settings could not be saved" when saving fails', async () => {
    const user = userEvent.setup();
    mockControls.override('updateResponderSettings', { status: 500 });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings could not be saved.')).toBeInTheDocument();
  });

  it('signs the preview with a placeholder, never a sample business, when the organization and the user cannot be read (partner trial 8)', async () => {
    // A partner token with only the responder-settings scopes may not read either.
    mockControls.override('getOrganization', { status: 403 });
    mockControls.override('getProfile', { status: 403 });
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('switch', { name: 'Review responder on' });
    await choose(user, 'Preview language', 'German');
    await user.click(screen.getByRole('radio', { name: 'Team' }));
    expect(screen.getByTestId('preview-2')).toHaveTextContent('[Ihr Unternehmen]');
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(screen.getByTestId('preview-2')).toHaveTextContent('[Ihr Name]');
    expect(screen.getByTestId('preview-2')).not.toHaveTextContent(/Sonnenschein|Max Muster/);
  });

  it('offers Try again when the settings could not be loaded, and then shows the form (partner trial)', async () => {
    mockControls.override('getResponderSettings', { status: 500 }, { times: 1 });
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeInTheDocument();
  });
});
