import { describe, expect, it } from 'vitest';
import { composeReply, type ComposeReplyInput } from './compose-reply';

const base: ComposeReplyInput = {
  language: 'de',
  rating: 1,
  authorName: 'Anna Schmidt',
  businessName: 'Bäckerei Sonnenschein',
  signerName: 'Max Muster',
  settings: { salutation: 'formal', answerAs: 'team', iconsAllowed: false },
};

describe('composeReply (issue 18: the demo AI follows the settings and the review)', () => {
  it('answers a German 1-star review formally, with an apology, an offer and the team sign-off', () => {
    const reply = composeReply(base);
    expect(reply.greeting).toBe('Guten Tag Anna Schmidt,');
    expect(reply.body).toMatch(/Es tut uns sehr leid/);
    expect(reply.body).toMatch(/wiedergutmachen/);
    expect(reply.body).toMatch(/\bSie\b/);
    expect(reply.signOff).toBe('Ihr Team von Bäckerei Sonnenschein');
    expect(reply.text.split('\n')).toEqual([reply.greeting, reply.body, reply.signOff]);
  });

  it('thanks for 5 stars and never apologises', () => {
    const reply = composeReply({ ...base, rating: 5 });
    expect(reply.tone).toBe('thanks');
    expect(reply.body).toMatch(/vielen Dank/);
    expect(reply.body).not.toMatch(/leid/);
  });

  it('speaks informally with the first name and as an individual with the signer', () => {
    const reply = composeReply({
      ...base,
      settings: { salutation: 'informal', answerAs: 'individual', iconsAllowed: true },
    });
    expect(reply.greeting).toBe('Hallo Anna,');
    expect(reply.body).toMatch(/\bdu\b/);
    expect(reply.body).toMatch(/tut mir/);
    // Emojis are allowed, yet an apology carries none; a thank-you does.
    expect(reply.body).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(
      composeReply({
        ...base,
        rating: 5,
        settings: { salutation: 'informal', answerAs: 'individual', iconsAllowed: true },
      }).body.endsWith('😊'),
    ).toBe(true);
    expect(reply.signOff).toBe('Max von Bäckerei Sonnenschein');
  });

  it('answers in the review language: French with vous, English, and English for others', () => {
    expect(composeReply({ ...base, language: 'fr' }).body).toMatch(/\bvotre\b/);
    expect(composeReply({ ...base, language: 'fr' }).greeting).toBe('Bonjour Anna Schmidt,');
    expect(composeReply({ ...base, language: 'en' }).body).toMatch(/very sorry/);
    expect(composeReply({ ...base, language: 'es' }).language).toBe('en');
    expect(
      composeReply({
        ...base,
        language: 'fr',
        settings: { ...base.settings, salutation: 'informal' },
      }).body,
    ).toMatch(/\bton\b/);
  });

  it('greets an anonymous reviewer without a name', () => {
    expect(composeReply({ ...base, authorName: ' ' }).greeting).toBe('Guten Tag,');
  });
});
