import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { themeSurface } from './story-theme.css';
import { ThemeClassProvider, useThemeClass } from './theme-context';

function Surface({ children }: { children: ReactNode }) {
  return <div className={`${useThemeClass()} ${themeSurface}`}>{children}</div>;
}

/**
 * Stories only: paints the toolbar theme's background like an app shell does (the preview's
 * wrapper sets the theme class but no background) and hands the theme to portaled overlays.
 */
export const withTheme: Decorator = (Story, context) => (
  <ThemeClassProvider mode={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Surface>
      <Story />
    </Surface>
  </ThemeClassProvider>
);
