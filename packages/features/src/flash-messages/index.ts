export { FlashMessages } from './flash-messages';
export { sanitizeFlashHtml } from './sanitize';
