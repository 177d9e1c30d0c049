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
    const replacement = replacementOf(choice, next);
    if (choice && replacement) keepFocusOnChoice(choice, replacement, KEEP_FOCUS_FRAMES);
  };
  return { locale, changeLocale };
}

/** How many frames the radio of the new language is waited for (a few seconds, even loaded). */
const KEEP_FOCUS_FRAMES = 600;

/**
 * Where the keyboard belongs on the page in the new language: the radio of the chosen language,
 * or, after the language form's "Apply language", that form's button again. Null for anything
 * else (a menu closes and hands focus back itself).
 */
function replacementOf(choice: Element | null, next: Locale): string | null {
  if (choice instanceof HTMLInputElement && choice.type === 'radio') {
    return `input[type="radio"][name="${CSS.escape(choice.name)}"][value="${CSS.escape(next)}"]`;
  }
  // Its type is "button" while the press is pending (react-aria), so any button of the form.
  const radio =
    choice instanceof HTMLButtonElement
      ? choice.form?.querySelector<HTMLInputElement>('input[type="radio"]')
      : null;
  return radio ? `form:has(input[type="radio"][name="${CSS.escape(radio.name)}"]) button` : null;
}

/**
 * The language control the keyboard was on is replaced when the new prefix renders the page
 * anew; focus then fell to the page (owner trial: no focus ring after choosing a language), or
 * to the new page's heading, which the shell focuses after a navigation that lost focus. Puts it
 * on the same control of the new page once that is a new element, unless focus went somewhere
 * else on purpose meanwhile. Waits on that state, frame by frame, not on a time: a loaded
 * machine took longer than the second this once allowed (a CI run).
 */
function keepFocusOnChoice(choice: Element, selector: string, framesLeft: number) {
  const active = document.activeElement;
  const lost =
    !active || active === document.body || active === choice || active.matches('main h1');
  if (!lost) return;
  const replacement = document.querySelector<HTMLElement>(selector);
  if (replacement && replacement !== choice) {
    replacement.focus();
    return;
  }
  // Still the old page (or the same control, when no prefix renders the page anew): look again.
  if (framesLeft > 0) {
    requestAnimationFrame(() => keepFocusOnChoice(choice, selector, framesLeft - 1));
  }
}
