import DOMPurify from 'dompurify';

/**
 * What a flash message may contain: inline emphasis, paragraphs, lists and links. Anything
 * richer is not needed for a notice, and every extra tag is extra attack surface.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'p',
  'ul',
  'ol',
  'li',
  'span',
  'code',
];
const ALLOWED_ATTR = ['href', 'title'];

/**
 * Links may point to http(s), mailto, tel or a relative path only. DOMPurify's default would also
 * let `data:` URIs through on some tags; spec section 4 renders server HTML, so be strict.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Sanitises a flash message's HTML (spec sections 3 and 4: the message is rendered as HTML) so
 * that no script, event handler, `javascript:` or `data:` URL survives.
 */
export function sanitizeFlashHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
