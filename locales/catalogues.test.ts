import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const read = (locale: string) =>
  JSON.parse(readFileSync(join(here, `${locale}.json`), 'utf8')) as Record<string, string>;
const en = read('en');

/** Placeholder names with their kind, e.g. `count:plural`, so `{n}` vs `{n, number}` differ. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(`${el.value}:argument`);
    if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) {
      into.add(`${el.value}:${TYPE[el.type]}`);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`${el.value}:${TYPE[el.type]}`);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      placeholders(el.children, into);
    }
  }
  return into;
}

describe('message catalogues (issue 5, Locales)', () => {
  it('en.json is exactly what the code declares (run `pnpm extract` after changing texts)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'extract-')), 'en.json');
    const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
      scripts: { extract: string };
    };
    // Re-run the package's own extract command into a temporary file and compare.
    const command = pkg.scripts.extract.replace('--out-file en.json', `--out-file ${out}`);
    execFileSync('sh', ['-c', command], {
      cwd: here,
      stdio: 'pipe',
      env: { ...process.env, PATH: `${join(here, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
    });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(en);
  });

  it.each(['de', 'fr'])('%s has every key of en and no extra key', (locale) => {
    expect(Object.keys(read(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(['en', 'de', 'fr'])('every %s message is valid ICU', (locale) => {
    for (const [id, message] of Object.entries(read(locale))) {
      expect(() => parse(message), id).not.toThrow();
    }
  });

  it.each(['de', 'fr'])('%s uses the same placeholders as en in every message', (locale) => {
    const messages = read(locale);
    for (const [id, source] of Object.entries(en)) {
      const translated = messages[id];
      if (translated === undefined) continue;
      expect([...placeholders(parse(translated))].sort(), id).toEqual(
        [...placeholders(parse(source))].sort(),
      );
    }
  });

  it('German addresses the user formally (Sie), never with du', () => {
    const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner)\b/i;
    for (const [id, message] of Object.entries(read('de'))) {
      expect(informal.test(message), `${id}: ${message}`).toBe(false);
    }
  });

  it('French addresses the user formally (vous), never with tu', () => {
    const informal = /\b(tu|toi|ton|ta|tes)\b/i;
    for (const [id, message] of Object.entries(read('fr'))) {
      expect(informal.test(message), `${id}: ${message}`).toBe(false);
    }
  });

  // Partner trial 10: with plain spaces, a colon or a question mark could wrap onto a line of
  // its own in a narrow widget. French sets a no-break space before : (U+00A0) and a narrow one
  // before ; ! ? (U+202F), and no-break spaces inside « ».
  it('French keeps its punctuation with the word before it (no-break spaces)', () => {
    const legal = ['impress', 'privacy', 'agb'].map((page): [string, string] => [
      `content/fr/${page}.md`,
      readFileSync(join(here, 'content', 'fr', `${page}.md`), 'utf8'),
    ]);
    for (const [id, text] of [...Object.entries(read('fr')), ...legal]) {
      expect(/ [:;!?»]|« /.test(text), `${id}: ${text}`).toBe(false);
    }
  });

  it("a button's accessible name contains its visible text (WCAG 2.5.3, label in name)", () => {
    // `x.editLabel` names the button that shows `x.edit`: a voice-control user says what they
    // see ("Antwort bearbeiten"), so the name must contain it. Found by axe in the German inbox.
    for (const locale of ['en', 'de', 'fr']) {
      const messages = read(locale);
      for (const [id, label] of Object.entries(messages)) {
        const visible = id.endsWith('Label') ? messages[id.slice(0, -'Label'.length)] : undefined;
        if (visible === undefined || visible.includes('{')) continue;
        expect(label.toLowerCase(), `${locale} ${id}`).toContain(visible.toLowerCase());
      }
    }
  });
});
