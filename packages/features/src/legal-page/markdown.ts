import { Lexer, type Token, type Tokens } from 'marked';

/** A heading of a document, for the table of contents and its anchor. */
export interface DocumentHeading {
  depth: number;
  text: string;
  /** The element id, unique in the document (spec section 2: the hash scrolls to it). */
  id: string;
}

/** A readable, URL-safe id: "Datenschutz & Cookies" → "datenschutz-cookies". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Plain text of inline tokens (for heading ids and the table of contents). */
export function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

/** Parsed Markdown: the block tokens, and the headings with unique ids in document order. */
export interface ParsedDocument {
  tokens: Token[];
  headings: Map<Tokens.Heading, DocumentHeading>;
}

/**
 * Parses Markdown into marked's tokens only: nothing is turned into HTML, so the renderer
 * decides what each token may become and raw HTML in the source stays text.
 */
export function parseDocument(markdown: string): ParsedDocument {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const headings = new Map<Tokens.Heading, DocumentHeading>();
  const used = new Map<string, number>();
  for (const token of tokens) {
    if (token.type !== 'heading') continue;
    const heading = token as Tokens.Heading;
    const text = plainText(heading.tokens);
    const base = slugify(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    headings.set(heading, { depth: heading.depth, text, id: seen ? `${base}-${seen + 1}` : base });
  }
  return { tokens, headings };
}

/** Link targets a document may use: same-site paths, anchors, http(s), mailto and tel. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
