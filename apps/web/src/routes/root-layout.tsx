import { Footer } from '@locperf/features/footer';
import { darkTheme, lightTheme } from '@locperf/ui/theme';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { appConfig } from '../config';
import * as styles from './root-layout.css';

/** Connects react-aria links in every feature to react-router (STYLE.md, The layers). */
export function RootLayout() {
  const navigate = useNavigate();
  const prefersDark =
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <div className={`${prefersDark ? darkTheme : lightTheme} ${styles.page}`}>
        <main className={styles.main}>
          <Outlet />
        </main>
        <Footer release={appConfig.release} />
      </div>
    </AriaRouterProvider>
  );
}
