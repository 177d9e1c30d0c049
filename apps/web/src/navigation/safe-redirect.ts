/**
 * Spec section 2 (Route guard): after sign-in the user goes to the `redirect` query parameter.
 * That parameter is attacker-controlled, so only a same-origin path is accepted: anything that a
 * browser could read as another origin or a script (absolute URLs, `//host`, `/\host`,
 * `javascript:`, and their percent-encoded or whitespace-obfuscated variants) falls back.
 */
export const DEFAULT_REDIRECT = '/';

/** Characters browsers strip or treat as separators inside URLs before parsing. */
const CONTROL_OR_SPACE =
  // Matching control characters is the point here.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F\s\u00A0\u1680\u2000-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]/;

function decodeFully(value: string): string | null {
  let current = value;
  // Decode until stable, so double-encoded payloads (%252F%252F) are seen as they will be read.
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Returns `raw` when it is a safe same-origin path (with query and hash), else `fallback`. */
export function safeRedirectTarget(
  raw: string | null | undefined,
  fallback: string = DEFAULT_REDIRECT,
): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  const decoded = decodeFully(raw);
  if (decoded === null) return fallback;
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    // `//host` and `/\host` are protocol-relative URLs to another origin in every browser.
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\')) return fallback;
    if (CONTROL_OR_SPACE.test(candidate)) return fallback;
  }
  // Final check with the URL parser itself: the result must stay on our origin.
  const base = 'https://origin.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
