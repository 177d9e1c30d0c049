import { useLocale } from 'react-aria-components';

/**
 * The language of what an overlay shows, for its `lang`: popovers, dialogs, tooltips and toasts
 * render at the end of `<body>`, outside the element that carries the page's or the widgets'
 * `lang`, so a screen reader read German texts with the host page's English voice (partner
 * trial 7). The locale is react-aria's (`I18nProvider`, set by the app and `LocperfProvider`).
 */
export function useContentLang(): string {
  return useLocale().locale;
}
