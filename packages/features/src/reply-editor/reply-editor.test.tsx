import { mockControls, mockDb } from '@locperf/mocks';
import type { Review } from '@locperf/api/reviews';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { setupMockServer } from '../test-utils/server';
import { DEMO_ORGANIZATION_ID, signedInClient } from '../test-utils/signed-in';
import { isTooLongForGoogle, utf8ByteLength } from './byte-limit';
import { DRAFT_STORAGE_PREFIX } from './draft-storage';
import { ReplyEditor } from './reply-editor';
import { ReplyEditorDialog } from './reply-editor-dialog';

setupMockServer();
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => localStorage.clear());

/** A review of the seed in the contract's shape. */
function seededReview(kind: Review['responseKind']): Review {
  const r = mockDb.review.getAll().find((rv) => rv.responseKind === kind && rv.comment !== null);
  if (!r) throw new Error(`no ${kind} review`);
  return {
    id: r.id,
    locationId: r.locationId,
    rating: r.rating,
    type: r.comment === null ? 'stars_only' : 'with_comment',
    comment: r.comment,
    language: r.language,
    authorName: r.authorName,
    createdAt: r.createdAt,
    responseKind: r.responseKind as Review['responseKind'],
    reply: r.reply ? (JSON.parse(r.reply) as Review['reply']) : null,
    draft: r.draft ? (JSON.parse(r.draft) as Review['draft']) : null,
  };
}

const stored = (id: string) => mockDb.review.findFirst({ where: { id: { equals: id } } });

function renderEditor(review: Review) {
  return renderWidget(<ReplyEditor organizationId={DEMO_ORGANIZATION_ID} review={review} />, {
    client: signedInClient(),
  });
}

describe('byte limit (issue 7: Google counts bytes, not characters)', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('ä')).toBe(2);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(isTooLongForGoogle('a'.repeat(4096))).toBe(false);
    expect(isTooLongForGoogle('ä'.repeat(2049))).toBe(true);
  });

  it('refuses a reply over 4,096 bytes before sending, though it has fewer characters', async () => {
    const user = userEvent.setup();
    const review = seededReview('none');
    renderEditor(review);
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.click(box);
    await user.paste('ä'.repeat(2049));
    // 2,049 × 2 bytes: 2 over the limit, said with the limit (owner trial: "too long" alone).
    expect(
      await screen.findByText(
        'Google takes replies of up to 4,096 characters, counting ä, ö, ü and emoji as two or more: please shorten it by about 2 characters.',
      ),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Over the limit the count stands alone: "room for about 0 more" said nothing.
    expect(screen.getByText('2,049 characters')).toBeInTheDocument();
    expect(screen.queryByText(/room for about/)).toBeNull();
    // A press is answered, not inert: focus goes to the text and its message.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(box).toHaveFocus();
    expect(stored(review.id)?.reply).toBeNull();
    expect(stored(review.id)?.draft).toBeNull();
  });
});

describe('focus on opening', () => {
  const pointer = (coarse: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: coarse && query === '(pointer: coarse)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  afterEach(() => vi.restoreAllMocks());

  it('goes to the text with a mouse or keyboard, to type at once', () => {
    pointer(false);
    renderEditor(seededReview('none'));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveFocus();
  });

  it('stays off the text on a touch screen, so no keyboard covers the AI button (owner trial 8)', () => {
    pointer(true);
    renderEditor(seededReview('none'));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeVisible();
  });
});

describe('what is answered (fifth owner trial: the phone sheet covers the card)', () => {
  it('shows the rating and the comment above the reply', () => {
    const review = seededReview('none');
    renderEditor(review);
    expect(screen.getByRole('img', { name: `${review.rating} of 5 stars` })).toBeInTheDocument();
    expect(screen.getByText(review.comment ?? '')).toBeInTheDocument();
  });

  it('says a stars-only review has no comment', () => {
    const review = {
      ...seededReview('none'),
      type: 'stars_only' as const,
      comment: null,
      rating: 2,
    };
    renderEditor(review);
    expect(screen.getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Stars only, no comment.')).toBeInTheDocument();
  });
});

describe('reply lifecycle (spec section 4: draft, published, edited, deleted)', () => {
  it('generates with AI, publishes, edits and deletes a reply', async () => {
    const user = userEvent.setup();
    const review = seededReview('none');
    renderEditor(review);
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('AI draft ready: check it, then publish.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    const generated = JSON.parse(stored(review.id)?.draft ?? '{}') as { text: string };
    expect(box).toHaveValue(generated.text);

    await user.type(box, ' Bis bald!');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Reply published on Google.')).toBeInTheDocument();
    expect(JSON.parse(stored(review.id)?.reply ?? '{}')).toMatchObject({
      text: `${generated.text} Bis bald!`,
    });

    await user.clear(box);
    await user.type(box, 'Danke!');
    await user.click(screen.getByRole('button', { name: 'Update reply' }));
    expect(await screen.findByText('Reply updated on Google.')).toBeInTheDocument();
    expect(JSON.parse(stored(review.id)?.reply ?? '{}')).toMatchObject({ text: 'Danke!' });

    await user.click(screen.getByRole('button', { name: 'Delete reply' }));
    await user.click(screen.getByRole('button', { name: 'Delete on Google' }));
    expect(await screen.findByText('Reply deleted on Google.')).toBeInTheDocument();
    expect(stored(review.id)?.reply).toBeNull();
  });

  it('says the Google reply could not be deleted when deleting fails', async () => {
    const user = userEvent.setup();
    mockControls.override('deleteReviewReply', { status: 500 });
    renderEditor(seededReview('manual'));
    await user.click(screen.getByRole('button', { name: 'Delete reply' }));
    await user.click(screen.getByRole('button', { name: 'Delete on Google' }));
    expect(
      await screen.findByText('The Google reply could not be deleted. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('delete confirmation and focus (issue 19: trust in every action)', () => {
  it('asks before deleting the public reply, with focus on the safe choice', async () => {
    const user = userEvent.setup();
    const review = seededReview('manual');
    renderEditor(review);
    await user.click(screen.getByRole('button', { name: 'Delete reply' }));
    expect(
      screen.getByRole('group', { name: /Delete your public reply on Google\?/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep reply' })).toHaveFocus());
    // The next Enter keeps the reply instead of landing on a publish or delete action.
    await user.keyboard('{Enter}');
    expect(stored(review.id)?.reply).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete reply' })).toHaveFocus());
  });

  it('deletes only after confirming, then puts focus back into the kept text', async () => {
    const user = userEvent.setup();
    const review = seededReview('manual');
    renderEditor(review);
    await user.click(screen.getByRole('button', { name: 'Delete reply' }));
    expect(stored(review.id)?.reply).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete on Google' }));
    expect(await screen.findByText('Reply deleted on Google.')).toBeInTheDocument();
    expect(stored(review.id)?.reply).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('gives focus back after saving a draft and after generating', async () => {
    const user = userEvent.setup();
    renderEditor(seededReview('none'));
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Danke');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('AI draft ready: check it, then publish.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveFocus());
  });

  it('keeps what the owner wrote one press away when an AI draft replaces it', async () => {
    const user = userEvent.setup();
    renderEditor(seededReview('none'));
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Meine eigene Antwort');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('AI draft ready: check it, then publish.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toHaveValue('Meine eigene Antwort'));
    await user.click(screen.getByRole('button', { name: 'Restore my text' }));
    expect(box).toHaveValue('Meine eigene Antwort');
    expect(await screen.findByText('Your text is back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore my text' })).not.toBeInTheDocument();
  });

  it('offers no restore when there was nothing written before the AI draft', async () => {
    const user = userEvent.setup();
    renderEditor(seededReview('none'));
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('AI draft ready: check it, then publish.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore my text' })).not.toBeInTheDocument();
  });

  it('says characters to the user while counting bytes', async () => {
    const user = userEvent.setup();
    renderEditor(seededReview('none'));
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.clear(box);
    await user.type(box, 'Grüße');
    // 5 characters, 7 bytes: the room left counts the bytes.
    expect(screen.getByText('5 characters, room for about 4,089 more')).toBeInTheDocument();
    expect(screen.queryByText(/bytes/)).toBeNull();
  });
});

describe('AI quota (spec section 8)', () => {
  it('shows the manual quota message when the backend answers quota exceeded', async () => {
    const user = userEvent.setup();
    mockControls.override('generateReviewDraft', {
      status: 403,
      body: { messages: [{ type: 'error', key: 'review.ai.quota_exceeded_manual' }] },
    });
    renderEditor(seededReview('none'));
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(
      await screen.findByText('Your AI quota is used up: no more responses can be generated.'),
    ).toBeInTheDocument();
  });

  it('disables Generate with AI once the quota is used up', async () => {
    mockDb.organization.update({
      where: { id: { equals: DEMO_ORGANIZATION_ID } },
      data: { aiQuotaUsed: 50 },
    });
    renderEditor(seededReview('none'));
    expect(await screen.findByText('No AI replies left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
  });
});

describe('local autosave (issue 7: nothing typed is ever lost)', () => {
  it('restores a typed draft after a reload', async () => {
    const user = userEvent.setup();
    const review = seededReview('none');
    const first = renderEditor(review);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Vielen Dank, bis bald');
    first.unmount();

    renderEditor(review);
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue(
      'Vielen Dank, bis bald',
    );
    expect(screen.getByText(/Your unsent text from .* was restored\./)).toBeInTheDocument();
  });

  it('keeps the text when publishing fails on the network, and forgets it once published', async () => {
    const user = userEvent.setup();
    const review = seededReview('none');
    mockControls.override('publishReviewReply', { networkError: true }, { times: 1 });
    renderEditor(review);
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Merci beaucoup');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Your reply could not be sent/)).toBeInTheDocument();
    expect(box).toHaveValue('Merci beaucoup');
    expect(localStorage.getItem(DRAFT_STORAGE_PREFIX + review.id)).toContain('Merci beaucoup');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Reply published on Google.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_PREFIX + review.id)).toBeNull());
  });
});

describe('ReplyEditorDialog (issue 7: Escape closes the reply editor)', () => {
  it('opens titled with the author and closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const review = seededReview('none');
    renderWidget(
      <ReplyEditorDialog organizationId={DEMO_ORGANIZATION_ID} review={review} onClose={onClose} />,
      { client: signedInClient() },
    );
    expect(
      await screen.findByRole('dialog', { name: `Reply to ${review.authorName}` }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes after publishing (issue 19)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const review = seededReview('none');
    renderWidget(
      <ReplyEditorDialog organizationId={DEMO_ORGANIZATION_ID} review={review} onClose={onClose} />,
      { client: signedInClient() },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Merci');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(stored(review.id)?.reply ?? '{}')).toMatchObject({ text: 'Merci' });
  });

  it('says why Update is off when a published reply is emptied (owner trial)', async () => {
    const user = userEvent.setup();
    renderEditor(seededReview('manual'));
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(screen.queryByText('Write a text to update the reply, or delete it.')).toBeNull();
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Update reply' })).toBeDisabled();
    expect(screen.getByText('Write a text to update the reply, or delete it.')).toBeVisible();
  });

  it('closes after updating a published reply, as after publishing (owner trial)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const review = seededReview('manual');
    renderWidget(
      <ReplyEditorDialog organizationId={DEMO_ORGANIZATION_ID} review={review} onClose={onClose} />,
      { client: signedInClient() },
    );
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.clear(box);
    await user.type(box, 'Vielen Dank!');
    await user.click(screen.getByRole('button', { name: 'Update reply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(stored(review.id)?.reply ?? '{}')).toMatchObject({ text: 'Vielen Dank!' });
  });
});
