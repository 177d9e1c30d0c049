import { useAuth } from '@locperf/api/auth';
import { useCookieConsent } from '@locperf/features/cookie-consent/store';
import { Footer } from '@locperf/features/footer';
import { Header } from '@locperf/features/header';
import { useNotificationCenter, useNotificationState } from '@locperf/features/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { appConfig } from '../config';
import { useLocale } from '../i18n/locale-provider';
import { splitLocalePrefix } from '../i18n/locale-routing';
import type { Locale } from '../i18n/locales';
import { useAriaHref } from '../navigation/aria-href';
import { ADMIN_ROLE, LOGIN_PATH } from '../navigation/guard';
import { retryWhenRendered, scrollToHash } from '../navigation/hash-scroll';
import { useScrollToTopOnNewPage } from '../navigation/scroll-to-top';
import { useLinkPrefetch } from '../navigation/use-link-prefetch';
import { rmsgToast, RMSG_PARAM, withoutRmsg } from '../navigation/rmsg';
import { breakpointFor, isSmallScreen, viewportCookie } from '../navigation/viewport';
import { focusMainHeading } from '../shell/focus-main-heading';
import { GrantNextStep } from '../shell/grant-next-step';
import { RouteAnnouncer } from '../shell/route-announcer';
import { useStoredBoolean } from '../shell/use-stored-boolean';
import { useViewportWidth } from '../shell/use-viewport-width';
import type { RouteHandle } from './route-table';
import * as styles from './root-layout.css';

/*
 * Overlays load in their own chunks only once they have something to show: they sit outside the
 * page flow (no layout shift) and most visits never open them (issue 9, initial JS budget).
 * The cookie banner loads while no choice is stored (spec section 4, Cookie consent): a returning
 * owner who answered it long ago never downloads it (issue 14, initial JS).
 */
const CookieBanner = lazy(async () => ({
  default: (await import('@locperf/features/cookie-consent')).CookieBanner,
}));
const ErrorModal = lazy(async () => ({
  default: (await import('@locperf/features/error-modal')).ErrorModal,
}));
const FlashMessages = lazy(async () => ({
  default: (await import('@locperf/features/flash-messages')).FlashMessages,
}));
const SubscriptionRequiredModal = lazy(async () => ({
  default: (await import('@locperf/features/subscription-required')).SubscriptionRequiredModal,
}));
const ToastStack = lazy(async () => ({
  default: (await import('@locperf/features/toasts')).ToastStack,
}));
/** Signed in only: visitors of the public pages never load it. Its width is reserved by CSS. */
const SideNav = lazy(async () => ({
  default: (await import('../shell/signed-in-side-nav')).SignedInSideNav,
}));

/** Becomes true once `value` is, and stays so: a stack that once showed keeps its region. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

const messages = defineMessages({
  skip: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
});

/** Moves focus to the page content without touching the address (a hash would navigate). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Focus on the page content, where the skip link leads, without scrolling the page. */
function focusMainContent() {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * The banner while no choice is stored (spec section 4, Cookie consent): a returning visitor of
 * a signed-in page never loads its chunk (issue 14). Hydrating a prerendered public page still
 * does, once: its HTML holds the banner, and the first render must match it.
 */
function CookieBannerUnlessAnswered() {
  const answered = useCookieConsent().consent.essential;
  return answered ? null : (
    <CookieBanner privacyHref="/privacy" focusAfterChoice={focusMainContent} />
  );
}

/** Spec section 3: the side navigation's open state, default true (open). */
const SIDE_NAV_KEY = 'sideNavOpenPermanent';

/**
 * The shell of spec section 2: cookie banner (first after the skip link), header, side
 * navigation when signed in, flash messages above the page, footer, subscription-required
 * dialog, error modal and toasts. It also carries the cross-cutting navigation rules (locale
 * prefix, rmsg, hash scroll, viewport).
 */
export function RootLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const center = useNotificationCenter();
  const notifications = useNotificationState();
  const toastsShown = useLatch(notifications.toasts.length > 0);
  const { status, session, signOut } = useAuth();
  const { locale, setLocale } = useLocale();
  const prefix = (useMatches()[0]?.handle as RouteHandle | undefined)?.localePrefix ?? null;
  const { path } = splitLocalePrefix(location.pathname);

  // A locale prefix in the path wins over the cookie and the browser (issue 5, Locales).
  useEffect(() => {
    if (prefix && prefix !== locale) void setLocale(prefix);
  }, [prefix, locale, setLocale]);

  // After Google's consent screen, the next step (grant locations) stays as a flash message
  // while a location is left to grant (GrantNextStep), once per arrival with the rmsg.
  const [grantStep, setGrantStep] = useState<{ key: string; active: boolean } | null>(null);
  if (
    new URLSearchParams(location.search).get(RMSG_PARAM) === 'google.auth.success' &&
    grantStep?.key !== location.key
  ) {
    setGrantStep({ key: location.key, active: true });
  }
  const endGrantStep = useCallback(
    () => setGrantStep((step) => (step ? { ...step, active: false } : step)),
    [],
  );

  // rmsg is read on every navigation and removed afterwards (spec section 2).
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(RMSG_PARAM)) return;
    const toast = rmsgToast(params.get(RMSG_PARAM));
    if (toast) center.pushToast(toast);
    void navigate(
      { pathname: location.pathname, search: withoutRmsg(location.search), hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, center, navigate]);

  useScrollToTopOnNewPage();
  useEffect(
    () =>
      location.hash
        ? scrollToHash(
            location.hash,
            document,
            retryWhenRendered(location.hash, document.body),
            () => {
              // A target rendered with the page's data ("Grant locations" to one location, owner
              // trial 7): focus follows it, unless the user has put focus somewhere themselves.
              const main = document.getElementById('main');
              const active = document.activeElement;
              if (
                !active ||
                active === document.body ||
                active === main ||
                active === main?.querySelector('h1')
              ) {
                focusMainHeading({ hash: location.hash });
              }
            },
          )
        : undefined,
    [location.pathname, location.hash],
  );

  // A side-navigation link followed with the keyboard or a screen reader: once the new page
  // shows, focus goes to its h1, so Tab continues in the page instead of in the menu.
  // Any other client navigation that took the focused element away with the old page (a link or
  // button in the page: "Done" after paying, "Manage subscriptions", signing in) does the same,
  // instead of leaving focus on <body> (issue 19: focus after every action). Not on the first
  // load: there the skip link stays the first Tab stop.
  const focusPageOnNavigation = useRef(false);
  const firstLocation = useRef(location.key);
  useEffect(() => {
    const first = location.key === firstLocation.current;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (!focusPageOnNavigation.current && (first || !focusLost)) return;
    focusPageOnNavigation.current = false;
    // A hash scrolls to its own target, which then takes focus (owner trial 6: the off-screen h1
    // took it, away from the booster section the link led to).
    focusMainHeading({ hash: location.hash });
  }, [location.key, location.hash]);

  const signedIn = status === 'authenticated' && session !== null;
  useLinkPrefetch();

  const width = useViewportWidth();
  const breakpoint = breakpointFor(width);
  useEffect(() => {
    document.cookie = viewportCookie(breakpoint);
  }, [breakpoint]);

  const [openPermanent, setOpenPermanent] = useStoredBoolean(SIDE_NAV_KEY, true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const small = isSmallScreen(width);
  // On a small screen the navigation is a closed drawer: its chunk (and the cart store's) loads
  // when the menu first opens it, not before the page's first data paints (issue 14, LCP).
  const drawerUsed = useLatch(drawerOpen);

  const changeLocale = (next: Locale) => {
    // Keep the current page. On a prefixed path the new prefix switches the locale (the effect
    // above); switching here as well could race the navigation and flip back.
    if (prefix) void navigate(`/${next}${path === '/' ? '' : path}${location.search}`);
    else void setLocale(next);
  };

  const logout = async () => {
    // The login page needs the forms code anyway: asked for alongside the sign-out request.
    const forms = import('@locperf/features/forms');
    await signOut();
    // Drafts, bulk reports and the checkout attempt go with the owner (spec section 4).
    await forms.then(({ forgetSignedInData }) => forgetSignedInData()).catch(() => undefined);
    center.clearFlash();
    // A toast of the last action ("added to your cart") is not for whoever signs in next.
    center.clearToasts();
    setDrawerOpen(false);
    await navigate(prefix ? `/${prefix}${LOGIN_PATH}` : LOGIN_PATH);
    // Said on the login page, until the next sign-in clears it (loaded now: no shell bytes).
    const { pushOutcomeFlash } = await import('@locperf/features/flash-messages');
    pushOutcomeFlash(center, 'signedOut');
  };

  return (
    <AriaRouterProvider
      navigate={(to, options) => void navigate(to, options)}
      useHref={useAriaHref}
    >
      {/* A footer link followed with the keyboard or a screen reader (a click without a pointer,
      `detail` 0) stays on the page: focus goes to the new page's h1 as from the side navigation,
      not left on the footer below it (owner trial 7). */}
      <div
        className={signedIn ? `${styles.page} ${styles.pageSignedIn}` : styles.page}
        onClickCapture={(event) => {
          const link =
            event.detail === 0 && event.target instanceof Element
              ? event.target.closest<HTMLAnchorElement>('footer a[href]')
              : null;
          if (!link) return;
          // The current page again: no navigation follows, so focus it now.
          if (new URL(link.href).pathname === window.location.pathname) focusMainHeading();
          else focusPageOnNavigation.current = true;
        }}
      >
        <a href="#main" className={styles.skipLink} onClick={skipToMain}>
          {intl.formatMessage(messages.skip)}
        </a>
        <RouteAnnouncer className={styles.visuallyHidden} />
        {/*
         * Fixed to the bottom, but first in the DOM: Tab reaches it right after the skip link,
         * not last, after footer links it covers. A choice hands focus to the main content.
         */}
        <div className={styles.cookieBannerSlot}>
          <Suspense fallback={null}>
            <CookieBannerUnlessAnswered />
          </Suspense>
        </div>
        <Header
          signedIn={signedIn}
          organization={session?.organization}
          isAdmin={session?.roles.includes(ADMIN_ROLE) ?? false}
          showAuthButtons={path !== '/login' && path !== '/signup'}
          locale={locale}
          onLocaleChange={changeLocale}
          onMenuPress={small ? () => setDrawerOpen(true) : undefined}
        />
        <div className={signedIn ? `${styles.body} ${styles.bodyBelowFold}` : styles.body}>
          {signedIn && (!small || drawerUsed) ? (
            <Suspense
              fallback={
                small ? null : (
                  <div
                    className={styles.sideNavPlaceholder[openPermanent ? 'open' : 'minimized']}
                  />
                )
              }
            >
              <SideNav
                email={session.email}
                organization={session.organization}
                currentPath={`${path}${location.hash}`}
                minimized={!openPermanent}
                onMinimizedChange={(minimized) => setOpenPermanent(!minimized)}
                variant={small ? 'drawer' : 'permanent'}
                isOpen={drawerOpen}
                onOpenChange={setDrawerOpen}
                onLogout={() => void logout()}
                onLinkPress={(href, pointerType) => {
                  if (pointerType !== 'keyboard' && pointerType !== 'virtual') return;
                  // The current page again: no navigation follows, so focus it now.
                  if (href === `${path}${location.hash}`) focusMainHeading({ hash: location.hash });
                  else focusPageOnNavigation.current = true;
                }}
              />
            </Suspense>
          ) : null}
          {/* Focusable from script only: the skip link moves focus here. */}
          <main id="main" tabIndex={-1} className={styles.main}>
            {notifications.flashes.length > 0 ? (
              <Suspense fallback={null}>
                <FlashMessages />
              </Suspense>
            ) : null}
            <Outlet />
          </main>
        </div>
        {signedIn && grantStep?.active ? (
          <GrantNextStep organizationId={session.organization.id} onDone={endGrantStep} />
        ) : null}
        <Footer release={appConfig.release} />
        {/* One boundary each, so an overlay loading later never hides another. */}
        {notifications.subscriptionRequired ? (
          <Suspense fallback={null}>
            <SubscriptionRequiredModal shopHref="/shop" />
          </Suspense>
        ) : null}
        {notifications.errors.length > 0 ? (
          <Suspense fallback={null}>
            <ErrorModal />
          </Suspense>
        ) : null}
        {toastsShown ? (
          <Suspense fallback={null}>
            <ToastStack belowHeader />
          </Suspense>
        ) : null}
      </div>
    </AriaRouterProvider>
  );
}
