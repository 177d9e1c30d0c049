/**
 * The placeholders a reply template may hold (issue 18: "Saved reply templates with
 * placeholders ({firstName}, {location}), per language"). They are filled from the review when
 * the template is inserted into a reply; any other `{word}` is flagged when the template is saved.
 */
export const replyTemplatePlaceholders = [
  'firstName',
  'name',
  'location',
  'rating',
  'business',
] as const;
export type ReplyTemplatePlaceholder = (typeof replyTemplatePlaceholders)[number];

/** Values of the placeholders for one review; a missing value leaves its placeholder visible. */
export type PlaceholderValues = Partial<Record<ReplyTemplatePlaceholder, string>>;

/** `{word}`: what the owner would read as a placeholder, known or not. */
const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders of a text that are not in {@link replyTemplatePlaceholders}, each once. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(replyTemplatePlaceholders);
  const found = new Set<string>();
  for (const [, name = ''] of text.matchAll(PLACEHOLDER)) {
    if (!known.has(name)) found.add(`{${name}}`);
  }
  return [...found];
}

/**
 * Fills a template's placeholders. A placeholder without a value (the location list has not
 * loaded, an anonymous author) stays as written, so the owner sees what to fill in by hand
 * instead of a silent gap in a public reply.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined || value.trim() === '' ? whole : value;
  });
}

/**
 * The placeholder values of a review: the author's first and full name (Google shows the name
 * the reviewer chose, so its first word is the first name), the location's and the business's
 * name, and the star rating.
 */
export function reviewPlaceholderValues(input: {
  authorName: string;
  rating: number;
  locationName?: string;
  businessName?: string;
}): PlaceholderValues {
  const name = input.authorName.trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    location: input.locationName,
    rating: String(input.rating),
    business: input.businessName,
  };
}
