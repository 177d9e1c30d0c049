export declare const locales: readonly ['en', 'de', 'fr'];
export declare const sourceLocale: 'en';
