import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed build output (issue 14: fewer bytes on a slow network)', () => {
  it('writes brotli and gzip copies that decompress to each text file, in subfolders too', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'prerendered/de'), { recursive: true });
    const script = 'export const greeting = "Guten Tag";\n'.repeat(40);
    const page = `<!doctype html><p>${'Anmelden '.repeat(60)}</p>`;
    writeFileSync(join(dir, 'assets/app.js'), script);
    writeFileSync(join(dir, 'prerendered/de/login.html'), page);

    expect(precompressDirectory(dir)).toBe(2);
    const br = readFileSync(join(dir, 'assets/app.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(
      brotliDecompressSync(readFileSync(join(dir, 'prerendered/de/login.html.br'))).toString(),
    ).toBe(page);
  });

  it('leaves source maps, binary files and files too small to gain anything alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'app.js.map'), '{"mappings":""}'.repeat(100));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));

    expect(precompressDirectory(dir)).toBe(0);
    for (const name of ['app.js.map', 'logo.png', 'tiny.js']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
