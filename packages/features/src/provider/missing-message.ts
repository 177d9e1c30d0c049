import type { IntlConfig } from 'react-intl';

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

const isDevelopment = () =>
  typeof process !== 'undefined' && process.env?.NODE_ENV !== 'production';

/**
 * react-intl reports a missing message on every render of every component that uses it (1,181
 * errors in 20 s, issue 17). This reports each id once, as one warning in development, and
 * nothing in production: the English default text is shown either way.
 */
export function createMissingMessageReporter(
  locale: string,
  warn: (message: string) => void = (message) => console.warn(message),
): NonNullable<IntlConfig['onError']> {
  const reported = new Set<string>();
  return (error: IntlError) => {
    if (!isDevelopment()) return;
    const id = error.code === 'MISSING_TRANSLATION' ? error.message : `${error.code}`;
    if (error.code === 'MISSING_TRANSLATION' && locale === 'en') return;
    if (reported.has(id)) return;
    reported.add(id);
    warn(`[@locperf/features] ${locale}: ${error.message} (shown in English; reported once)`);
  };
}
