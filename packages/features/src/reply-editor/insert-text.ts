/** A text after an insertion, and where the cursor goes: right after what was inserted. */
export interface Insertion {
  text: string;
  cursor: number;
}

/**
 * Puts `inserted` into `text` (issue 18: a template goes in at the cursor, or replaces an empty
 * text). The selection `[start, end)` is replaced; a text of only white space is replaced whole.
 * A space keeps the insertion from gluing onto the words around it.
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
  const before = text.slice(0, from);
  const after = text.slice(to);
  const gap = before === '' || /\s$/.test(before) ? '' : ' ';
  const gapAfter = after === '' || /^\s/.test(after) ? '' : ' ';
  const next = `${before}${gap}${inserted}${gapAfter}${after}`;
  return { text: next, cursor: from + gap.length + inserted.length };
}
