import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forDesigners, isCode, withoutInternalReferences } from './docs-text';

describe('docs for designers (issue 20)', () => {
  it('drops internal references from a description', () => {
    expect(
      withoutInternalReferences('Shows the flash messages (spec section 4, Flash messages).'),
    ).toBe('Shows the flash messages.');
    expect(withoutInternalReferences('The size (issue 20: one scale).')).toBe('The size.');
  });

  it('writes a TSDoc link as the name it links to', () => {
    expect(withoutInternalReferences('The queue from {@link createToastQueue}.')).toBe(
      'The queue from `createToastQueue`.',
    );
    expect(withoutInternalReferences('See {@link ToastRegion | the region}.')).toBe(
      'See the region.',
    );
  });

  it("moves a prop's @default into the Default column and cleans its description", () => {
    const row = forDesigners({ name: 'size', description: "Size (spec section 9). @default 'md'" });
    expect(row.description).toBe('Size.');
    expect(row.table?.defaultValue?.summary).toBe("'md'");
  });

  it('keeps a default docgen already found, and rows without a description', () => {
    const row = forDesigners({
      description: 'Variant. @default primary',
      table: { defaultValue: { summary: "'primary'" } },
    });
    expect(row.table?.defaultValue?.summary).toBe("'primary'");
    expect(row.description).toBe('Variant.');
    const bare = { name: 'children' };
    expect(forDesigners(bare)).toBe(bare);
  });

  it('tells code args (adapters, render props, elements) from data', () => {
    expect(isCode(() => null)).toBe(true);
    expect(isCode({ kind: 'demo', PaymentForm: () => null })).toBe(true);
    expect(isCode({ $$typeof: Symbol.for('react.element') })).toBe(true);
    expect(isCode({ from: '2026-01-01' })).toBe(false);
    expect(isCode('md')).toBe(false);
    expect(isCode(null)).toBe(false);
  });
});

describe('story descriptions (issue 20, docs for designers)', () => {
  // The JSDoc above a story or a meta is its description on the docs page, shown as written.
  it('cite no spec sections or issues in any JSDoc of a stories file', () => {
    const root = join(import.meta.dirname, '../../..');
    const files = ['packages', 'apps'].flatMap((top) =>
      readdirSync(join(root, top), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.stories.tsx') && !file.includes('node_modules'))
        .map((file) => join(root, top, file)),
    );
    expect(files.length).toBeGreaterThan(50);
    const cited = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\s*(\/\*\*|\*)/.test(line))
        .filter((line) => /\bspec section\b|\bissue (\d|")/i.test(line))
        .map((line) => `${file.slice(root.length)}: ${line.trim()}`),
    );
    expect(cited).toEqual([]);
  });
});

describe('component descriptions (docs for designers)', () => {
  // The JSDoc right above an exported component is the opening text of its docs page, shown as
  // written: spec sections, issues and API calls belong in the `//` comments above or inside it.
  it('cite no spec sections, issues or API calls in the JSDoc of an export of a feature', () => {
    const root = join(import.meta.dirname, '../../..');
    const src = join(root, 'packages/features/src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => !/\.(test|stories)\.tsx$/.test(file))
      .map((file) => join(src, file));
    expect(files.length).toBeGreaterThan(50);
    const exported = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\nexport (?:function|const) (\w+)/g;
    const internal = /\bspec sections?\b|\bissue \d|\b(?:GET|POST|PUT|PATCH|DELETE) \//i;
    const cited = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(exported)]
        .filter(([, doc]) => internal.test(doc ?? ''))
        .map(([, doc, name]) => `${file.slice(root.length)} ${name}: ${doc?.match(internal)?.[0]}`),
    );
    expect(files.some((file) => file.endsWith('toasts/toast-stack.tsx'))).toBe(true);
    expect(cited).toEqual([]);
  });
});
