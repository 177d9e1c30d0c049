import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootShell } from './boot-shell';

/** The markup without the whitespace between tags, which a flex or block layout never shows. */
const compact = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('BootShell (issue 14, paint first)', () => {
  it('is the markup index.html paints before any script, so React takes over in place', () => {
    const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
    expect(compact(root?.innerHTML ?? '')).toBe(renderToStaticMarkup(<BootShell />));
  });
});
