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
  );
}
