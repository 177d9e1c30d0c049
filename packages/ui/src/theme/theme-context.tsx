import { createContext, useContext, type ReactNode } from 'react';
import { darkTheme, lightTheme } from './theme.css';

/**
 * Overlays (modals, drawers, popovers, menus, tooltips, toasts) render in a portal at the end
 * of `document.body`, outside the element that carries the theme class, so the tokens would be
 * undefined there. They read the theme class from this context and put it on their own root.
 * Without a provider they use the light theme, so they are never unstyled.
 */
const ThemeClassContext = createContext<string>(lightTheme);

/** Props of {@link ThemeClassProvider}. */
export interface ThemeClassProviderProps {
  /** The mode whose theme class overlays below should use. */
  mode: 'light' | 'dark';
  /** The subtree whose overlays use this theme. */
  children: ReactNode;
}

/** Tells the overlays below which theme to apply (`ColorModeProvider` does this for you). */
export function ThemeClassProvider({ mode, children }: ThemeClassProviderProps) {
  return (
    <ThemeClassContext.Provider value={mode === 'dark' ? darkTheme : lightTheme}>
      {children}
    </ThemeClassContext.Provider>
  );
}

/** The theme class for content rendered in a portal. */
export function useThemeClass(): string {
  return useContext(ThemeClassContext);
}
