export { LegalDocument } from './legal-document';
export type { LegalDocumentProps } from './legal-document';
export { parseDocument, safeHref, slugify } from './markdown';
export type { DocumentHeading, ParsedDocument } from './markdown';
