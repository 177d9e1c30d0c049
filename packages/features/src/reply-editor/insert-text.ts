/** A text after an insertion, and where the cursor goes: right after what was inserted. */
export interface Insertion {
  text: string;
  cursor: number;
}

/**
 * Puts `inserted` into `text` (issue 18: a template goes in at the cursor, or replaces an empty
 * text). The selection `[start, end)` is replaced; a text of only white space is replaced whole.
 * A space keeps the insertion from gluing onto the words around it; a template of several lines,
 * or one added after a finished sentence at the end, starts a paragraph of its own (owner trial:
 * a template was glued onto the end of the last line).
 */
export function insertText(
  text: string,
  inserted: string,
  start: number = text.length,
  end: number = start,
): Insertion {
  if (text.trim() === '') return { text: inserted, cursor: inserted.length };
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const paragraph =
    inserted.includes('\n') ||
    // At the end of a sentence, or of a text of several lines (a reply ending in its sign-off,
    // "Ihr Team von …": the template ran on after it on the same line, owner trial 7).
    (text.slice(to).trim() === '' &&
      (/[.!?…]\s*$/.test(text.slice(0, from)) || text.slice(0, from).trim().includes('\n')));
  // A paragraph leaves no spaces dangling at the end of the line before it.
  const before = paragraph ? text.slice(0, from).replace(/[ \t]+$/, '') : text.slice(0, from);
  const after = paragraph ? text.slice(to).replace(/^[ \t]+/, '') : text.slice(to);
  const gap =
    before === '' || /\n\n$/.test(before)
      ? ''
      : paragraph
        ? before.endsWith('\n')
          ? '\n'
          : '\n\n'
        : /\s$/.test(before)
          ? ''
          : ' ';
  const gapAfter =
    after === '' || /^\n/.test(after) ? '' : paragraph ? '\n\n' : /^\s/.test(after) ? '' : ' ';
  const next = `${before}${gap}${inserted}${gapAfter}${after}`;
  return { text: next, cursor: before.length + gap.length + inserted.length };
}
