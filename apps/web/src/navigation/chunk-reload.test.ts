import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('chunk reload guard (spec sections 8 and 9)', () => {
  it('reloads once per path within 10 s, then lets the error page show', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/reviews', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/reviews', 1_000 + CHUNK_RELOAD_WINDOW_MS - 1, storage)).toBe(false);
    expect(claimChunkReload('/shop', 2_000, storage)).toBe(true);
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/reviews', 0, storage)).toBe(true);
    expect(claimChunkReload('/reviews', CHUNK_RELOAD_WINDOW_MS, storage)).toBe(true);
  });

  it('survives a corrupt guard entry', () => {
    const storage = memoryStorage();
    storage.setItem('chunkReloadAt', '{not json');
    expect(claimChunkReload('/reviews', 0, storage)).toBe(true);
  });

  it('recognises dynamic import failures only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
