import { createNotificationCenter, NotificationProvider } from '@locperf/features/notifications';
import type { NotificationCenter } from '@locperf/features/notifications';
import deMessages from '@locperf/locales/compiled/de.json';
import enMessages from '@locperf/locales/compiled/en.json';
import frMessages from '@locperf/locales/compiled/fr.json';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { useEffect, useState, type ReactNode } from 'react';

/** A fresh notification center per story, filled by `setup` once mounted. */
export function WithCenter({
  setup,
  children,
}: {
  setup?: (center: NotificationCenter) => void;
  children: ReactNode;
}) {
  const [center] = useState(createNotificationCenter);
  useEffect(() => {
    setup?.(center);
    // Run once per mounted story; the center lives as long as the story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center]);
  return <NotificationProvider center={center}>{children}</NotificationProvider>;
}

const catalogues: Record<string, Record<string, MessageFormatElement[]>> = {
  en: enMessages as Record<string, MessageFormatElement[]>,
  de: deMessages as Record<string, MessageFormatElement[]>,
  fr: frMessages as Record<string, MessageFormatElement[]>,
};

/**
 * Stories only: a message in the toolbar's locale, by its id, so a play function finds
 * `getByRole('button', { name: storyText(globals, 'cookieConsent.action.edit') })` in en, de
 * and fr alike instead of searching for English text.
 */
export function storyText(
  globals: { locale?: unknown },
  id: string,
  values?: Record<string, string | number>,
): string {
  const locale =
    typeof globals.locale === 'string' && globals.locale in catalogues ? globals.locale : 'en';
  const intl = createIntl({ locale, defaultLocale: 'en', messages: catalogues[locale] });
  // Looks a message up by id in the compiled catalogue; there is no message to define here.
  // eslint-disable-next-line formatjs/enforce-id
  return intl.formatMessage({ id }, values);
}

/** A placeholder value a play function does not know: any text there matches. */
export const ANY_TEXT = '\u0000';
/** A count a play function does not know: any number, as the locale writes it, matches. */
export const ANY_NUMBER = 12345;

/**
 * The message `id` in the toolbar's language as a pattern for `findByText`: placeholders given
 * as `ANY_TEXT` or `ANY_NUMBER` match whatever the story shows there, and white space matches
 * any white space (French groups digits with a narrow no-break space). For messages such as
 * "If an account exists for {email}, we have sent it a link" in en, de and fr alike.
 */
export function storyTextPattern(
  globals: { locale?: unknown },
  id: string,
  values?: Record<string, string | number>,
): RegExp {
  const escape = (part: string) =>
    part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const source = storyText(globals, id, values)
    .split(ANY_TEXT)
    .map((part) =>
      part
        .split(/12\D?345/)
        .map(escape)
        .join('\\d[\\d.,\\s]*'),
    )
    .join('[\\s\\S]+');
  return new RegExp(source);
}
