/** Plain consent texts per locale for the standalone loader, which carries no React or ICU. */
export { consentTexts } from './consent-texts.generated';
