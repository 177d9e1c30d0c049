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
      keepFocusOnChoice(choice, next, performance.now() + 1000);
    }
  };
  return { locale, changeLocale };
}

/**
 * The language radio the keyboard was on is replaced when the new prefix renders the page anew;
 * focus then fell to the page (owner trial: an arrow key on the radios left no focus ring).
 * Puts it on the radio of the chosen language once focus has dropped (a frame or two; gives up
 * after a second, or as soon as focus is somewhere else on purpose).
 */
function keepFocusOnChoice(choice: HTMLInputElement, value: string, deadline: number) {
  const active = document.activeElement;
  if (!active || active === document.body) {
    const radio = document.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(choice.name)}"][value="${CSS.escape(value)}"]`,
    );
    if (radio) {
      radio.focus();
      return;
    }
  } else if (active !== choice) return;
  if (performance.now() < deadline) {
    requestAnimationFrame(() => keepFocusOnChoice(choice, value, deadline));
  }
}
