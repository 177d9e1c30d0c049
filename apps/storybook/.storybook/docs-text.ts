/**
 * Component descriptions come from the JSDoc engineers write, which cites the product contract
 * ("spec section 4") and issue numbers. Designers and partners reading the docs cannot open
 * either (issue 20, docs for designers), so the docs show the description without them.
 */
export function withoutInternalReferences(text: string): string {
  return (
    text
      // "(spec section 4, Flash messages)", "(issue 7)", "(issue 20: …)"
      .replace(/\s*\([^()]*\b(?:spec section|issue)\b[^()]*\)/gi, '')
      // "…, spec section 4." left in a sentence
      .replace(/,?\s*\bspec section \d+(?:\.\d+)?(?:,\s*[^.;)]*)?/gi, '')
      .replace(/,?\s*\bissue \d+\b/gi, '')
      .replace(/\s+([.,;:])/g, '$1')
      // TSDoc's "{@link createToastQueue}" reads as the name itself, as code.
      .replace(
        /\{@link\s+([^}|\s]+)(?:\s*\|\s*([^}]+))?\}/g,
        (_whole, name: string, label?: string) => (label ? label.trim() : `\`${name}\``),
      )
  );
}

/** What an arg's row shows in a props table. */
interface ArgTypeRow {
  description?: string;
  table?: { defaultValue?: { summary?: string } } & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The props table as designers read it (issue 20, designer review): no internal references in a
 * prop's description, and a JSDoc `@default` that docgen left in the text moves to the Default
 * column instead of showing as "@default 'md'" beside a "-".
 */
export function forDesigners<T extends ArgTypeRow>(argType: T): T {
  if (!argType.description) return argType;
  let description = withoutInternalReferences(argType.description);
  let defaultValue: string | undefined;
  description = description.replace(/\s*@default\s+([^\n]+?)\s*$/, (_whole, value: string) => {
    defaultValue = value.trim();
    return '';
  });
  const table =
    defaultValue !== undefined && !argType.table?.defaultValue?.summary
      ? { ...argType.table, defaultValue: { summary: defaultValue } }
      : argType.table;
  return { ...argType, description, ...(table ? { table } : {}) };
}

/** Whether an arg's value is code (a function, an element, or an object holding either). */
export function isCode(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  if ('$$typeof' in value) return true;
  return Object.values(value).some((v) => typeof v === 'function');
}
