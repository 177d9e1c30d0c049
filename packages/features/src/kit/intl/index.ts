import { useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';

/**
 * The texts, numbers and dates of the active language, as react-intl's `useIntl`, for every
 * feature. Rendered outside the provider, it says what a partner is missing: `LocperfProvider`
 * (react-intl's own error names its `IntlProvider`, which alone would not be enough: the widgets
 * also need the API client, the theme and the notifications).
 */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) {
    throw new Error(
      'Location Performance widgets need <LocperfProvider> from @locperf/features/provider above them: it supplies the language and its texts, the API client, the theme and the notifications.',
    );
  }
  return intl;
}
