import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useLocale } from '../../i18n/locale-provider';
import { splitLocalePrefix } from '../../i18n/locale-routing';
import type { Locale } from '../../i18n/locales';
import type { RouteHandle } from '../../routes/route-table';

/**
 * Switches the app's locale the way the header's language switch does (routes/root-layout.tsx):
 * on a `/de/…` path the new prefix switches it; otherwise the LocaleProvider switches at once
 * and sets the locale cookie (spec section 9).
 */
export function useChangeLocale(): {
  locale: Locale;
  changeLocale: (next: Locale) => Promise<void>;
} {
  const { locale, setLocale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const prefix = (useMatches()[0]?.handle as RouteHandle | undefined)?.localePrefix ?? null;
  const changeLocale = async (next: Locale) => {
    const choice = document.activeElement;
    if (prefix) {
      const { path } = splitLocalePrefix(location.pathname);
      await navigate(`/${next}${path === '/' ? '' : path}${location.search}`);
    } else await setLocale(next);
    if (choice instanceof HTMLInputElement && choice.type === 'radio') {
      keepFocusOnChoice(choice, next, KEEP_FOCUS_FRAMES);
    }
  };
  return { locale, changeLocale };
}

/** How many frames the radio of the new language is waited for (a few seconds, even loaded). */
const KEEP_FOCUS_FRAMES = 600;

/**
 * The language radio the keyboard was on is replaced when the new prefix renders the page anew;
 * focus then fell to the page (owner trial: an arrow key on the radios left no focus ring), or
 * to the new page's heading, which the shell focuses after a navigation that lost focus. Puts it
 * on the radio of the chosen language once that radio is a new element, unless focus went
 * somewhere else on purpose meanwhile. Waits on that state, frame by frame, not on a time: a
 * loaded machine took longer than the second this once allowed (a CI run).
 */
function keepFocusOnChoice(choice: HTMLInputElement, value: string, framesLeft: number) {
  const active = document.activeElement;
  const lost =
    !active || active === document.body || active === choice || active.matches('main h1');
  if (!lost) return;
  const radio = document.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(choice.name)}"][value="${CSS.escape(value)}"]`,
  );
  if (radio && radio !== choice) {
    radio.focus();
    return;
  }
  // Still the old page (or the same radio, when no prefix renders the page anew): look again.
  if (framesLeft > 0) {
    requestAnimationFrame(() => keepFocusOnChoice(choice, value, framesLeft - 1));
  }
}
