export { FlashMessages } from './flash-messages';
export { flashOutcomes, pushOutcomeFlash } from './outcomes';
export type { FlashOutcome, FlashOutcomeName } from './outcomes';
export { sanitizeFlashHtml } from './sanitize';
