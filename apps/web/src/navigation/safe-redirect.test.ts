import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

/** Open-redirect payloads (issue 5: at least 20), each must fall back to `/`. */
const hostile = [
  'https://evil.example',
  'http://evil.example/path',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '%252F%252Fevil.example',
  '/%252F%252Fevil.example',
  '%68%74%74%70%73%3a%2f%2fevil.example',
  'javascript%3Aalert(1)',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  '\u3000//evil.example',
  'evil.example',
  '@evil.example',
  'https:evil.example',
  '/%E0%A4%A', // malformed escape
  '',
];

describe('safeRedirectTarget (spec section 2, Route guard)', () => {
  it.each(hostile)('rejects %j', (payload) => {
    expect(safeRedirectTarget(payload)).toBe('/');
  });

  it('rejects missing values and uses the given fallback', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined, '/reviews')).toBe('/reviews');
  });

  it.each([
    ['/reviews', '/reviews'],
    ['/reviews?rating=1&rating=2', '/reviews?rating=1&rating=2'],
    ['/settings/google-account#locations', '/settings/google-account#locations'],
    ['/de/shop', '/de/shop'],
    ['/', '/'],
  ])('keeps the same-origin path %j', (payload, expected) => {
    expect(safeRedirectTarget(payload)).toBe(expected);
  });
});
