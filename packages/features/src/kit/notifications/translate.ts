import { useCallback } from 'react';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { serverMessages } from './server-messages';

/** ICU values as react-intl takes them. */
type IcuValues = Record<string, string | number | boolean | Date | null | undefined>;

/** The result of translating a key that may be unknown. */
export interface TranslatedKey {
  /** The formatted text, or `undefined` when the key is unknown. */
  text: string | undefined;
  /** Whether the key has a message (in the server catalogue or the loaded messages). */
  known: boolean;
}

/** Server params are arbitrary JSON; ICU takes primitives only, so objects become strings. */
function toIcuValues(params: Record<string, unknown> | undefined): IcuValues {
  const values: IcuValues = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    values[name] =
      value === null ||
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      value instanceof Date
        ? value
        : JSON.stringify(value);
  }
  return values;
}

/**
 * Translates a key the server (or another layer) sent, which may be unknown to this build:
 * a key without a message gives `{ known: false }` instead of react-intl's raw-id output, so
 * callers can show a generic text (spec section 8 lists the keys; the server may add more).
 */
export function useTranslateKey(): (
  key: string,
  params?: Record<string, unknown>,
) => TranslatedKey {
  const intl = useIntl();
  return useCallback(
    (key, params) => {
      const descriptor: MessageDescriptor | undefined =
        serverMessages[key] ?? (key in intl.messages ? { id: key } : undefined);
      if (!descriptor) return { text: undefined, known: false };
      return { text: intl.formatMessage(descriptor, toIcuValues(params)), known: true };
    },
    [intl],
  );
}
