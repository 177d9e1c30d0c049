// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentTexts } from './consent-texts.generated';
import { embedMessages } from './messages.generated';

interface Generator {
  readCatalogues(): unknown;
  buildEmbedMessages(catalogues: unknown): { compiled: unknown; consent: unknown };
}

describe('bundled widget messages (issue 8)', () => {
  it('match the embed.* entries of the catalogues (run `pnpm embed:messages` after translating)', async () => {
    // The generator is a build script beside src, loaded by URL (it is not a feature module).
    const script = new URL('../../scripts/embed-messages.mjs', import.meta.url).href;
    const generator = (await import(/* @vite-ignore */ script)) as Generator;
    const { compiled, consent } = generator.buildEmbedMessages(generator.readCatalogues());
    expect(embedMessages).toEqual(compiled);
    expect(consentTexts).toEqual(consent);
    expect(Object.keys(embedMessages.de)).toEqual(Object.keys(embedMessages.en));
  });
});
