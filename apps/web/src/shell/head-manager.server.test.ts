// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHeadManager } from './head-manager';

describe('head manager on a server (issue 14: the build-time prerender renders the shell in Node)', () => {
  it('is created without touching a document, which Node does not have', () => {
    expect(typeof document).toBe('undefined');
    expect(() => createHeadManager()).not.toThrow();
  });
});
