import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeClassProvider } from '../theme/theme-context';
import { darkTheme, lightTheme } from '../theme/theme.css';
import * as styles from './color-mode.css';

/** Spec section 4, Colour mode: the stored preference. */
export const colorModePreferences = [
  'system',
  'light',
  'dark',
] as const satisfies readonly ColorModePreference[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type ColorModePreference = 'system' | 'light' | 'dark';
/**
 * A mode a page can force, or that a preference resolves to: never "system". Written out (it is
 * the preference without "system") so the props table can name the choices.
 */
export type ColorMode = 'light' | 'dark';

/** Spec section 9: the preference lives in local storage under this key. */
export const colorModeStorageKey = 'nuxt-color-mode';

const darkQuery = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ColorModePreference {
  return typeof value === 'string' && (colorModePreferences as readonly string[]).includes(value);
}

/**
 * Reads the stored preference synchronously, so the first render already uses the right theme
 * (no flash, and no inline script that a strict CSP would block). A missing, corrupt or
 * unreadable value (private mode, storage disabled) falls back to `fallback`.
 */
export function readColorModePreference(
  storageKey: string = colorModeStorageKey,
  fallback: ColorModePreference = 'system',
): ColorModePreference {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey);
    return isPreference(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

function subscribeSystem(onChange: () => void): () => void {
  if (typeof globalThis.matchMedia !== 'function') return () => {};
  const query = globalThis.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemMode(): ColorMode {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia(darkQuery).matches
    ? 'dark'
    : 'light';
}

/** What {@link useColorMode} returns. */
export interface ColorModeValue {
  /** The stored preference: system, light or dark. */
  preference: ColorModePreference;
  /** The mode in effect: the forced mode, else the preference with "system" resolved. */
  mode: ColorMode;
  /** The mode a page forces, if any. */
  forced: ColorMode | undefined;
  /** Stores a new preference. */
  setPreference: (preference: ColorModePreference) => void;
  /** Switches between dark and light (section 4: the toggle never picks "system"). */
  toggle: () => void;
  /** The theme class of the current mode, for portals rendered outside the provider. */
  themeClass: string;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/** Props of {@link ColorModeProvider}. */
export interface ColorModeProviderProps {
  /**
   * A mode the page forces, e.g. a print view always light; "system" is not allowed.
   * Without it the stored or system preference applies. @default undefined
   */
  forced?: ColorMode;
  /** Preference used when nothing (or something corrupt) is stored. @default 'system' */
  defaultPreference?: ColorModePreference;
  /** Local storage key. @default 'nuxt-color-mode' */
  storageKey?: string;
  /**
   * Element that receives the theme class instead of a wrapper `div`, e.g.
   * `document.documentElement`, so portals (modals, toasts) outside the tree are themed
   * too. @default undefined (a wrapper div is rendered)
   */
  target?: HTMLElement | null;
  /**
   * The language of the themed subtree, set on the wrapper `div` (without `target`): embedded in
   * a page of another language, a screen reader then reads the widgets' texts in theirs.
   * @default undefined (the page's)
   */
  lang?: string;
  /** The themed subtree. */
  children: ReactNode;
}

/** Applies the light or dark theme class and stores the user's colour-mode preference. */
export function ColorModeProvider({
  forced,
  defaultPreference = 'system',
  storageKey = colorModeStorageKey,
  target,
  lang,
  children,
}: ColorModeProviderProps) {
  const [preference, setPreferenceState] = useState<ColorModePreference>(() =>
    readColorModePreference(storageKey, defaultPreference),
  );
  const system = useSyncExternalStore(subscribeSystem, systemMode, () => 'light' as const);
  const mode: ColorMode = forced ?? (preference === 'system' ? system : preference);
  const themeClass = mode === 'dark' ? darkTheme : lightTheme;

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      setPreferenceState(next);
      try {
        globalThis.localStorage?.setItem(storageKey, next);
      } catch {
        // Storage can be full or disabled; the preference still applies for this visit.
      }
    },
    [storageKey],
  );
  const toggle = useCallback(
    () => setPreference(mode === 'dark' ? 'light' : 'dark'),
    [mode, setPreference],
  );

  useEffect(() => {
    if (!target) return;
    target.classList.add(themeClass);
    return () => target.classList.remove(themeClass);
  }, [target, themeClass]);

  const value = useMemo(
    () => ({ preference, mode, forced, setPreference, toggle, themeClass }),
    [preference, mode, forced, setPreference, toggle, themeClass],
  );

  return (
    <ColorModeContext.Provider value={value}>
      <ThemeClassProvider mode={mode}>
        {target ? (
          children
        ) : (
          <div className={`${themeClass} ${styles.root}`} lang={lang}>
            {children}
          </div>
        )}
      </ThemeClassProvider>
    </ColorModeContext.Provider>
  );
}

/** The colour mode of the nearest {@link ColorModeProvider}. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider above it.');
  return value;
}
