import { useTranslateKey } from '@locperf/features/notifications';
import { useCallback } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import type { FormMessage } from './use-schema-form';

/**
 * Texts of the validation and form keys that are not server messages (spec section 5). Server
 * keys (validation.required, validation.email, …) come from the notifications catalogue.
 */
/* eslint-disable formatjs/enforce-id -- these ids are the message keys the shared zod schemas of @locperf/api report */
export const formMessages: Record<string, MessageDescriptor> = defineMessages({
  'validation.password.mismatch': {
    id: 'validation.password.mismatch',
    defaultMessage: 'Passwords do not match.',
  },
  'validation.password.invalid': {
    id: 'validation.password.invalid',
    defaultMessage: 'Passwords do not match or do not meet the requirements.',
  },
  'validation.template.unknown_placeholder': {
    id: 'validation.template.unknown_placeholder',
    defaultMessage: 'Unknown placeholder: {placeholders}. Use only {known}.',
  },
  'auth.signup.terms_required': {
    id: 'auth.signup.terms_required',
    defaultMessage: 'Please accept the terms and the privacy policy.',
  },
  'form.error.network': {
    id: 'form.error.network',
    defaultMessage:
      'No connection to the server. Your entries are kept; please try again in a moment.',
  },
  'form.error.server': {
    id: 'form.error.server',
    defaultMessage: 'Something went wrong on our side. Your entries are kept; please try again.',
  },
});
/* eslint-enable formatjs/enforce-id */

/** Translates a form message key: the form catalogue first, then every server key. */
export function useFormMessage(): (message: FormMessage | null | undefined) => string | undefined {
  const intl = useIntl();
  const translateKey = useTranslateKey();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const local = formMessages[message.key];
      if (local) return intl.formatMessage(local, message.params as Record<string, string>);
      const { text } = translateKey(message.key, message.params);
      return text ?? intl.formatMessage(formMessages['form.error.server'] as MessageDescriptor);
    },
    [intl, translateKey],
  );
}
