import { listReplyTemplates } from '@locperf/api/reply-templates';
import { getAiQuota, type Review } from '@locperf/api/reviews';
import { mockDb, mockResponse } from '@locperf/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { insertText } from './insert-text';
import { ReplyEditor } from './reply-editor';

const server = setupMockServer();
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => localStorage.clear());

const eq = <T,>(value: T) => ({ equals: value });

/** An unanswered seeded review with a comment, in the contract's shape. */
function unansweredReview(language: string): Review {
  const r = mockDb.review
    .getAll()
    .find((rv) => rv.responseKind === 'none' && rv.comment !== null && rv.language === language);
  if (!r) throw new Error(`no unanswered ${language} review`);
  return {
    id: r.id,
    locationId: r.locationId,
    rating: r.rating,
    type: 'with_comment',
    comment: r.comment,
    language: r.language,
    authorName: r.authorName,
    createdAt: r.createdAt,
    responseKind: 'none',
    reply: null,
    draft: null,
  };
}

function renderEditor(review: Review) {
  return renderWidget(
    <ReplyEditor
      organizationId={DEMO_ORGANIZATION_ID}
      review={review}
      timeZone="Europe/Berlin"
      moreQuotaHref="/shop"
    />,
    { client: signedInClient() },
  );
}

const locationName = (id: string) => mockDb.location.findFirst({ where: { id: eq(id) } })?.name;

describe('inserting a reply template (issue 18)', () => {
  it('lists the templates in the review’s language first', async () => {
    const user = userEvent.setup();
    renderEditor(unansweredReview('fr'));
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    const menu = await screen.findByRole('menu', { name: 'Insert template' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names[0]).toBe('Merci pour votre avis (French)');
    expect(names.slice(1).every((name) => !name?.includes('(French)'))).toBe(true);
  });

  it('fills the placeholders from the review when inserted into the empty text', async () => {
    const user = userEvent.setup();
    const review = unansweredReview('de');
    renderEditor(review);
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    // Wait for the location and the business, which fill {location} and {business}.
    await waitFor(() => expect(screen.getByText(/AI replies left until/)).toBeInTheDocument());
    // Keyboard use is proven in a real browser (tests/e2e/reply-templates.spec.ts).
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dank für 5 Sterne (German)' }));
    await waitFor(() =>
      expect(box).toHaveValue(
        `Guten Tag ${review.authorName}, herzlichen Dank für Ihre ${review.rating} Sterne! Wir freuen uns, Sie bald wieder in ${locationName(review.locationId)} begrüßen zu dürfen. Ihr Team von Bäckerei Sonnenschein GmbH`,
      ),
    );
    expect(box).toHaveFocus();
    expect(screen.getByText('Template Dank für 5 Sterne inserted.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('inserts at the cursor and Undo gives the text back', async () => {
    const user = userEvent.setup();
    const review = unansweredReview('en');
    renderEditor(review);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your reply' });
    await user.type(box, 'Hello. Bye');
    box.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    await user.click(await screen.findByRole('menuitem', { name: /Thanks for the stars/ }));
    const firstName = review.authorName.split(' ')[0];
    await waitFor(() =>
      expect(box.value).toMatch(new RegExp(`^Hello\\. Dear ${firstName}, thank you .*team Bye$`)),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(box).toHaveValue('Hello. Bye');
    expect(screen.getByText('Template removed again.')).toBeInTheDocument();
  });

  it('puts keyboard focus on the first template when they arrive after the menu opened', async () => {
    const user = userEvent.setup();
    // The templates answer late: the menu opens on "Loading templates…" first.
    server.use(mockResponse(listReplyTemplates, { delayMs: 400 }));
    renderEditor(unansweredReview('en'));
    screen.getByRole('button', { name: 'Insert template' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Loading templates…' })).toBeInTheDocument();
    const first = await screen.findByRole('menuitem', { name: /Thanks for the stars/ });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('says when there are no templates yet, and offers a retry when they fail to load', async () => {
    const user = userEvent.setup();
    for (const t of mockDb.replyTemplate.getAll()) {
      mockDb.replyTemplate.delete({ where: { id: eq(t.id) } });
    }
    renderEditor(unansweredReview('en'));
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    expect(await screen.findByRole('menuitem', { name: 'No templates yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('insertText', () => {
  it('replaces an empty text, inserts at the cursor with a space, replaces a selection', () => {
    expect(insertText('  ', 'Hi')).toEqual({ text: 'Hi', cursor: 2 });
    expect(insertText('Thanks a lot', 'Hi', 6)).toEqual({ text: 'Thanks Hi a lot', cursor: 9 });
    expect(insertText('a b', 'X', 2, 3)).toEqual({ text: 'a X', cursor: 3 });
  });

  it('starts a paragraph for a template of several lines or one after a finished last sentence', () => {
    expect(insertText('Thanks!', 'Hi', 7)).toEqual({ text: 'Thanks!\n\nHi', cursor: 11 });
    expect(insertText('Thanks! ', 'Hi')).toEqual({ text: 'Thanks!\n\nHi', cursor: 11 });
    expect(insertText('Dear Anna,\nthanks.', 'Best,\nThe team')).toEqual({
      text: 'Dear Anna,\nthanks.\n\nBest,\nThe team',
      cursor: 34,
    });
    expect(insertText('One two', 'A\nB', 4)).toEqual({ text: 'One\n\nA\nB\n\ntwo', cursor: 8 });
    // After a reply that ends in its sign-off, no punctuation (owner trial 7).
    expect(insertText('Dear Anna,\nthanks.\nThe team of X GmbH', 'Hi Anna')).toEqual({
      text: 'Dear Anna,\nthanks.\nThe team of X GmbH\n\nHi Anna',
      cursor: 46,
    });
    expect(insertText('Line\n', 'A\nB')).toEqual({ text: 'Line\n\nA\nB', cursor: 9 });
  });
});

describe('the AI quota before it runs out (issue 18)', () => {
  it('shows replies left, the reset date in the user’s locale, and the way to more', async () => {
    const resetsAt = '2026-12-01T00:00:00.000Z';
    server.use(mockResponse(getAiQuota, { status: 200, body: { limit: 50, used: 20, resetsAt } }));
    renderEditor(unansweredReview('de'));
    expect(
      await screen.findByText('30 of 50 AI replies left until December 1, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get more AI replies' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toHaveAccessibleDescription(
      'Uses 1 of your 30 AI replies left; writing and editing yourself are free.',
    );
  });

  it('says what happens at zero when few are left', async () => {
    renderEditor(unansweredReview('de'));
    expect(
      await screen.findByText(
        /^5 of 50 AI replies left until .+\. At zero, Generate with AI stops and new reviews get no automatic reply until/,
      ),
    ).toBeInTheDocument();
  });

  it('with one AI reply left, says it is the last (not "1 of your 1"; second owner trial)', async () => {
    mockDb.organization.update({
      where: { id: eq(DEMO_ORGANIZATION_ID) },
      data: { aiQuotaUsed: 49 },
    });
    renderEditor(unansweredReview('de'));
    expect(
      await screen.findByRole('button', { name: 'Generate with AI' }),
    ).toHaveAccessibleDescription(
      'Uses your last AI reply; writing and editing yourself are free.',
    );
  });

  it('at zero says what stopped and until when, and links to the shop instead of a dead end', async () => {
    mockDb.organization.update({
      where: { id: eq(DEMO_ORGANIZATION_ID) },
      data: { aiQuotaUsed: 50 },
    });
    renderEditor(unansweredReview('de'));
    const alert = (await screen.findByText('No AI replies left')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent(/You can still write and publish replies yourself/);
    expect(
      within(alert as HTMLElement).getByRole('link', { name: 'Get more AI replies' }),
    ).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
  });

  it('says that regenerating an AI draft replaces it and costs one AI reply', async () => {
    const review = unansweredReview('de');
    const draft = { text: 'Guten Tag, vielen Dank!', generated: true, updatedAt: review.createdAt };
    renderEditor({ ...review, responseKind: 'draft', draft });
    expect(
      await screen.findByRole('button', { name: 'Regenerate with AI' }),
    ).toHaveAccessibleDescription(
      'Regenerating replaces the draft and uses 1 of your 5 AI replies left.',
    );
  });

  it('over the owner’s own words (typed or a template) it is a first AI draft that replaces them', async () => {
    // German owner trial: "Mit KI neu erstellen" after a template, with no AI draft in sight.
    const user = userEvent.setup();
    renderEditor(unansweredReview('de'));
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Danke');
    const button = await screen.findByRole('button', { name: 'Generate with AI' });
    expect(button).toHaveAccessibleDescription(
      'The AI draft replaces the text above and uses 1 of your 5 AI replies left.',
    );
    expect(screen.queryByRole('button', { name: 'Regenerate with AI' })).toBeNull();
  });
});
