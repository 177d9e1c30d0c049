import { describe, expect, it, vi } from 'vitest';
import { createMissingMessageReporter } from './missing-message';

const missing = (id: string) =>
  Object.assign(new Error(`Missing message: "${id}" for locale: "de"`), {
    code: 'MISSING_TRANSLATION',
  }) as never;

describe('missing messages (issue 17: one clear warning, not one per render)', () => {
  it('warns once per message id however often it renders', () => {
    const warn = vi.fn();
    const report = createMissingMessageReporter('de', warn);
    for (let i = 0; i < 50; i += 1) report(missing('reviews.count'));
    report(missing('responder.enabled'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('reviews.count');
    expect(warn.mock.calls[0]?.[0]).toContain('reported once');
  });

  it('says nothing in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.fn();
    createMissingMessageReporter('de', warn)(missing('reviews.count'));
    vi.unstubAllEnvs();
    expect(warn).not.toHaveBeenCalled();
  });
});
