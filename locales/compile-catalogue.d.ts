import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The source catalogue of `locale`: message id to ICU message. */
export function readCatalogue(locale: string): Record<string, string>;

/** The catalogue of `locale` compiled to AST: message id to ICU message AST. */
export function compileCatalogue(locale: string): Record<string, MessageFormatElement[]>;
