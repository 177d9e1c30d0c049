/**
 * Stateless mock tokens: the claims are inside the token, so the demo store persists no tokens
 * (issue 3: no token in localStorage) and a reload keeps the session. Only revoked token ids are
 * stored.
 */
export type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  exp: number;
  jti: string;
}

/** Lifetimes: the access token matches the client's default cookie max age (30 min). */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  access: 30 * 60_000,
  refresh: 7 * 24 * 3600_000,
};

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** Issues a token for a user id. */
export function issueToken(kind: TokenKind, sub: string, now = Date.now()): string {
  const claims: TokenClaims = { sub, kind, exp: now + TOKEN_TTL_MS[kind], jti: randomId() };
  return `mock-${kind}.${btoa(JSON.stringify(claims))}`;
}

/** Reads a token's claims; null when it is not a mock token of that kind or has expired. */
export function readToken(
  token: string | null | undefined,
  kind: TokenKind,
  now = Date.now(),
): TokenClaims | null {
  const prefix = `mock-${kind}.`;
  if (!token || !token.startsWith(prefix)) return null;
  try {
    const claims = JSON.parse(atob(token.slice(prefix.length))) as TokenClaims;
    if (claims.kind !== kind || typeof claims.sub !== 'string' || claims.exp < now) return null;
    return claims;
  } catch {
    return null;
  }
}
