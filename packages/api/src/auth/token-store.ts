/**
 * Where the auth tokens live. The spec keeps them in cookies (section 3, Session data); the store
 * is injectable so tests and non-browser hosts can hold them elsewhere. Tokens never go to
 * localStorage, URLs or the console (issue 3).
 */
export interface TokenStore {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** The part of `Document` the cookie store needs, so tests can pass a recorder. */
export interface CookieDocument {
  cookie: string;
}

/**
 * A cookie-backed {@link TokenStore}: `Secure; SameSite=Lax; Path=/` on every write (issue 3,
 * Auth). Without a document (server rendering, workers) it holds nothing.
 */
export function createCookieTokenStore(
  doc: CookieDocument | undefined = typeof document === 'undefined' ? undefined : document,
): TokenStore {
  return {
    get(name) {
      if (!doc) return null;
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of doc.cookie.split(';')) {
        const trimmed = part.trim();
        if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
      }
      return null;
    },
    set(name, value, maxAgeSeconds) {
      if (!doc) return;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=/; Secure; SameSite=Lax`;
    },
    remove(name) {
      if (!doc) return;
      doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
    },
  };
}

/** An in-memory {@link TokenStore}, for tests and embedded widgets that must not share cookies. */
export function createMemoryTokenStore(): TokenStore {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}
