/**
 * Reads a value at an RFC 6901 JSON pointer (`/token`, `/data/session`, `` for the root). The
 * auth endpoints name their token and session locations this way because the spec says they come
 * from configuration (section 7, Auth calls).
 */
export function readJsonPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
