import { Badge } from '@locperf/ui/badge';
import { Button } from '@locperf/ui/button';
import { useColorMode } from '@locperf/ui/color-mode';
import { Disclosure, DisclosureGroup } from '@locperf/ui/disclosure';
import {
  BellIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CookieIcon,
  GlobeIcon,
  GoogleIcon,
  HomeIcon,
  LogoutIcon,
  ReviewsIcon,
  SettingsIcon,
  ShopIcon,
  UserIcon,
  createIcon,
} from '@locperf/ui/icon';
import { IconButton } from '@locperf/ui/icon-button';
import { useHasOpened } from '@locperf/ui/modal';
import { Switch } from '@locperf/ui/switch';
import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { Focusable, Link, type PressEvent } from 'react-aria-components';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { XIcon } from '@locperf/ui/icon';
import { TooltipOnIntent } from '@locperf/features/tooltip-on-intent';
import * as styles from './side-nav.css';

const declared = defineMessages({
  label: { id: 'sideNav.label', defaultMessage: 'Main navigation' },
  closeDrawer: { id: 'sideNav.drawer.close', defaultMessage: 'Close navigation' },
  home: { id: 'sideNav.link.home', defaultMessage: 'Home' },
  reviews: { id: 'sideNav.link.reviews', defaultMessage: 'Reviews' },
  insights: { id: 'sideNav.link.insights', defaultMessage: 'Insights' },
  shop: { id: 'sideNav.link.shop', defaultMessage: 'Shop' },
  cartCount: {
    id: 'sideNav.cart.count',
    defaultMessage: '{count, plural, one {# item in the cart} other {# items in the cart}}',
  },
  settings: { id: 'sideNav.group.settings', defaultMessage: 'Settings' },
  subscriptions: { id: 'sideNav.link.subscriptions', defaultMessage: 'Subscriptions' },
  googleAccount: { id: 'sideNav.link.googleAccount', defaultMessage: 'Google accounts' },
  customers: { id: 'sideNav.link.customers', defaultMessage: 'Invoice recipients' },
  reviewResponder: { id: 'sideNav.link.reviewResponder', defaultMessage: 'Review responder' },
  booster: { id: 'sideNav.link.booster', defaultMessage: 'Review booster' },
  organization: { id: 'sideNav.link.organization', defaultMessage: 'Company data' },
  profile: { id: 'sideNav.group.profile', defaultMessage: 'Profile' },
  contact: { id: 'sideNav.link.contact', defaultMessage: 'Contact details' },
  locale: { id: 'sideNav.link.locale', defaultMessage: 'Language and time zone' },
  password: { id: 'sideNav.link.password', defaultMessage: 'Password' },
  notifications: { id: 'sideNav.link.notifications', defaultMessage: 'Notifications' },
  cookies: { id: 'sideNav.link.cookies', defaultMessage: 'Cookies' },
  customerNumber: { id: 'sideNav.customerNumber', defaultMessage: 'Customer number {number}' },
  darkMode: { id: 'sideNav.darkMode', defaultMessage: 'Dark mode' },
  minimize: { id: 'sideNav.minimize', defaultMessage: 'Minimize sidebar' },
  logout: { id: 'sideNav.logout', defaultMessage: 'Logout' },
});

// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

type MessageKey = keyof typeof declared;

/** A bar chart with a trend line, for the insights (issue 18); kept here, not in ui's set. */
const InsightsIcon = /* @__PURE__ */ createIcon(
  'insights',
  <>
    <path d="M4 20h16" />
    <path d="M7 16v-4M12 16V8M17 16v-6" />
  </>,
);
/** Monthly subscriptions: a calendar. */
const SubscriptionIcon = /* @__PURE__ */ createIcon(
  'subscription',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

/** Invoice recipients: a receipt. */
const InvoiceIcon = /* @__PURE__ */ createIcon(
  'invoice',
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </>,
);

/** The AI review responder: a reply arrow (the reviews' own icon is a speech bubble). */
const ResponderIcon = /* @__PURE__ */ createIcon(
  'responder',
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 6 6v4" />
  </>,
);

/** The review booster: a megaphone. */
const BoosterIcon = /* @__PURE__ */ createIcon(
  'booster',
  <>
    <path d="M3 10v4h4l6 4V6l-6 4z" />
    <path d="M16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12" />
  </>,
);

/** Company data: a building. */
const CompanyIcon = /* @__PURE__ */ createIcon(
  'company',
  <>
    <path d="M4 21V5l8-3v19M12 9l8 3v9M3 21h18" />
    <path d="M8 8h.01M8 12h.01M8 16h.01M16 15h.01M16 18h.01" />
  </>,
);

/** Contact details: an id card. */
const ContactIcon = /* @__PURE__ */ createIcon(
  'contact',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16c.5-1.3 1.6-2 3-2s2.5.7 3 2M15 10h3M15 14h2" />
  </>,
);

/** The password: a lock. */
const PasswordIcon = /* @__PURE__ */ createIcon(
  'password',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

interface NavLink {
  href: string;
  id: MessageKey;
  icon: ReactElement;
}

// Spec section 2, Shell.
/** The top links, then the settings and profile groups, in this order. */
export const sideNavLinks = {
  top: [
    { href: '/', id: 'home', icon: <HomeIcon /> },
    { href: '/reviews', id: 'reviews', icon: <ReviewsIcon /> },
    { href: '/insights', id: 'insights', icon: <InsightsIcon /> },
    { href: '/shop', id: 'shop', icon: <ShopIcon /> },
  ],
  settings: [
    { href: '/settings/subscriptions', id: 'subscriptions', icon: <SubscriptionIcon /> },
    { href: '/settings/google-account', id: 'googleAccount', icon: <GoogleIcon /> },
    { href: '/settings/customers', id: 'customers', icon: <InvoiceIcon /> },
    { href: '/settings/review-responder', id: 'reviewResponder', icon: <ResponderIcon /> },
    { href: '/settings/review-responder#booster', id: 'booster', icon: <BoosterIcon /> },
    { href: '/settings/organization', id: 'organization', icon: <CompanyIcon /> },
  ],
  profile: [
    { href: '/profile/contact', id: 'contact', icon: <ContactIcon /> },
    { href: '/profile/locale', id: 'locale', icon: <GlobeIcon /> },
    { href: '/profile/password', id: 'password', icon: <PasswordIcon /> },
    { href: '/profile/notifications', id: 'notifications', icon: <BellIcon /> },
    { href: '/profile/cookies', id: 'cookies', icon: <CookieIcon /> },
  ],
} satisfies Record<string, NavLink[]>;

/** How a link was pressed (react-aria's press event). */
export type SideNavPointerType = PressEvent['pointerType'];

// Spec section 2.
/** Variants: beside the page on wide screens, or a drawer on small ones. */
export const sideNavVariants = ['permanent', 'drawer'] as const;
export type SideNavVariant = (typeof sideNavVariants)[number];

const Drawer = lazy(async () => ({ default: (await import('@locperf/ui/drawer')).Drawer }));

/** Props of {@link SideNav}. */
export interface SideNavProps {
  // Spec section 2: "{email}".
  /** The signed-in user's email. */
  email: string;
  /** The organization; its name shows above the email in the drawer. @default undefined */
  organization?: { name: string; customerNumber: string };
  /** Items in the cart; the badge shows only above 0. */
  cartCount: number;
  /**
   * The current path, for `aria-current="page"` (without a locale prefix), with its hash when it
   * has one: `/settings/review-responder#booster` marks "Review booster", not the responder.
   */
  currentPath: string;
  /** Half-open, icons only (permanent variant); the app persists it as `sideNavOpenPermanent`. */
  minimized: boolean;
  /** Called by the minimise toggle. */
  onMinimizedChange: (minimized: boolean) => void;
  /** Beside the page, or a drawer over a dimming overlay. */
  variant: SideNavVariant;
  /** Whether the drawer is open (drawer variant). @default false */
  isOpen?: boolean;
  /** Called when the drawer opens or closes: overlay click, Escape, or a followed link. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called by the Logout button; the app signs out and goes to /login. */
  onLogout: () => void;
  /**
   * Called when a link is followed, with how: `keyboard` (Enter) and `virtual` (a screen
   * reader) tell the app to move focus to the new page's heading once it shows, since the
   * navigation itself stays in the menu. @default undefined
   */
  onLinkPress?: (href: string, pointerType: SideNavPointerType) => void;
}

interface ContentProps extends SideNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

function NavContent({
  email,
  organization,
  cartCount,
  currentPath,
  minimized,
  onMinimizedChange,
  variant,
  onLogout,
  collapsed,
  onNavigate,
  onLinkPress,
}: ContentProps) {
  const intl = useIntl();
  const { mode, toggle } = useColorMode();
  const t = (id: MessageKey) => intl.formatMessage(messages[id]);

  // The link to this very place, hash included; else the one to its page.
  const allLinks = [...sideNavLinks.top, ...sideNavLinks.settings, ...sideNavLinks.profile];
  const currentHref =
    allLinks.find((link) => link.href === currentPath)?.href ?? currentPath.split('#')[0];

  // Beside the page the links scroll in their own box: the current page's link is scrolled into
  // it, so a deep page ("Sprache und Zeitzone" on a 600 px high window) shows where the owner is.
  // Only that box's scrollTop moves; the page never scrolls for it.
  const linksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = linksRef.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (variant !== 'permanent' || !box || !current) return;
    const boxRect = box.getBoundingClientRect();
    const rect = current.getBoundingClientRect();
    if (rect.top >= boxRect.top && rect.bottom <= boxRect.bottom) return;
    box.scrollTop += rect.top - boxRect.top - (box.clientHeight - rect.height) / 2;
  }, [variant, currentHref]);

  const renderLink = ({ href, id, icon }: NavLink) => {
    const name = t(id);
    const badge =
      id === 'shop' && cartCount > 0 ? (
        <span className={styles.badgeSlot}>
          <Badge label={intl.formatMessage(messages.cartCount, { count: cartCount })}>
            {cartCount}
          </Badge>
        </span>
      ) : null;
    const link = (
      <Link
        href={href}
        className={styles.link}
        aria-current={currentHref === href ? 'page' : undefined}
        onPress={(event: PressEvent) => {
          onLinkPress?.(href, event.pointerType);
          onNavigate?.();
        }}
      >
        <span className={styles.icon}>{icon}</span>
        <span className={styles.label}>{name}</span>
        {badge}
      </Link>
    );
    return (
      <li key={href}>
        {/* Collapsed, only icons show: the tooltip gives sighted users the name (spec section 2). */}
        {collapsed ? (
          // Its code loads when the pointer or focus reaches the link (issue 14, initial JS).
          <TooltipOnIntent content={name} placement="end">
            {link}
          </TooltipOnIntent>
        ) : (
          link
        )}
      </li>
    );
  };

  const groupTitle = (icon: ReactElement, id: MessageKey) => (
    <span className={styles.groupTitle}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{t(id)}</span>
    </span>
  );

  return (
    <>
      {/* Beside the page, the links scroll here and the account controls below stay in view. */}
      <div ref={linksRef} className={styles.links[variant]}>
        <ul className={styles.list}>{sideNavLinks.top.map(renderLink)}</ul>
        {/* Spec section 2: both groups open by default. */}
        <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['settings', 'profile']}>
          <Disclosure id="settings" title={groupTitle(<SettingsIcon />, 'settings')}>
            <ul className={styles.list}>{sideNavLinks.settings.map(renderLink)}</ul>
          </Disclosure>
          <Disclosure id="profile" title={groupTitle(<UserIcon />, 'profile')}>
            <ul className={styles.list}>{sideNavLinks.profile.map(renderLink)}</ul>
          </Disclosure>
        </DisclosureGroup>
      </div>
      <div className={styles.footer}>
        <div className={styles.account}>
          {variant === 'drawer' && organization ? (
            <TooltipOnIntent
              content={intl.formatMessage(messages.customerNumber, {
                number: organization.customerNumber,
              })}
            >
              <Focusable>
                <span className={styles.organization} role="note" aria-label={organization.name}>
                  {organization.name}
                </span>
              </Focusable>
            </TooltipOnIntent>
          ) : null}
          <span className={styles.email}>{email}</span>
        </div>
        <div className={styles.controls}>
          <Switch
            isSelected={mode === 'dark'}
            onChange={toggle}
            aria-label={collapsed ? t('darkMode') : undefined}
          >
            {collapsed ? null : t('darkMode')}
          </Switch>
          {variant === 'permanent' ? (
            <IconButton
              label={t('minimize')}
              aria-pressed={minimized}
              onPress={() => onMinimizedChange(!minimized)}
            >
              {minimized ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          ) : null}
        </div>
        <Button variant="outline" size="sm" onPress={onLogout}>
          <LogoutIcon />
          <span className={styles.label}>{t('logout')}</span>
        </Button>
      </div>
    </>
  );
}

// Spec section 2 (Shell): settings and profile groups open by default; `permanent` is 16rem wide or
// 5rem when minimised, expanding while hovered; `drawer` opens over a dimming overlay and closes on
// an overlay click or a followed link.
/**
 * The main menu of a signed-in owner: home, reviews, shop with the number of items in the cart,
 * settings and profile, plus dark mode and sign-out. On wide screens it sits beside the page and
 * can be made narrow; on small screens it opens as a drawer from the header's menu button. The
 * props that matter: `variant` (beside the page or drawer) and `currentPath`, which marks where the
 * user is. Beside the page it fills the height its container gives it: the links scroll inside it,
 * with the current page's link scrolled into view, and dark mode, minimise and sign-out stay at
 * its bottom.
 */
export function SideNav(props: SideNavProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const drawerUsed = useHasOpened(props.variant === 'drawer' && props.isOpen === true);
  const label = intl.formatMessage(messages.label);

  if (props.variant === 'drawer') {
    // The drawer's overlay code loads when it first opens (issue 9, initial JS); once used it
    // stays mounted so its closing transition plays.
    if (!drawerUsed && !props.isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Drawer
          label={label}
          isOpen={props.isOpen ?? false}
          onOpenChange={(open) => props.onOpenChange?.(open)}
        >
          {(close) => (
            <>
              {/* A visible way out besides the overlay and Escape (German trial). */}
              <div className={styles.drawerTop}>
                <IconButton label={intl.formatMessage(messages.closeDrawer)} onPress={close}>
                  <XIcon />
                </IconButton>
              </div>
              <nav aria-label={label} className={`${styles.nav} ${styles.drawerNav}`}>
                <NavContent {...props} collapsed={false} onNavigate={close} />
              </nav>
            </>
          )}
        </Drawer>
      </Suspense>
    );
  }

  const collapsed = props.minimized && !hovered;
  return (
    <nav
      aria-label={label}
      className={styles.nav}
      data-collapsed={collapsed || undefined}
      // Spec section 2: a minimised navigation expands while the mouse is over it.
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <NavContent {...props} collapsed={collapsed} />
    </nav>
  );
}
