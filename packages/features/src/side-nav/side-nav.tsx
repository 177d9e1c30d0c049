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
  StarIcon,
  StarOutlineIcon,
  UserIcon,
  createIcon,
} from '@locperf/ui/icon';
import { IconButton } from '@locperf/ui/icon-button';
import { Switch } from '@locperf/ui/switch';
import { Tooltip } from '@locperf/ui/tooltip';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Focusable, Link, type PressEvent } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { XIcon } from '@locperf/ui/icon';
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
interface NavLink {
  href: string;
  id: MessageKey;
  icon: ReactElement;
}

/** Spec section 2, Shell: the top links, then the settings and profile groups, in this order. */
export const sideNavLinks = {
  top: [
    { href: '/', id: 'home', icon: <HomeIcon /> },
    { href: '/reviews', id: 'reviews', icon: <ReviewsIcon /> },
    { href: '/insights', id: 'insights', icon: <InsightsIcon /> },
    { href: '/shop', id: 'shop', icon: <ShopIcon /> },
  ],
  settings: [
    { href: '/settings/subscriptions', id: 'subscriptions', icon: <StarIcon /> },
    { href: '/settings/google-account', id: 'googleAccount', icon: <GoogleIcon /> },
    { href: '/settings/customers', id: 'customers', icon: <UserIcon /> },
    { href: '/settings/review-responder', id: 'reviewResponder', icon: <ReviewsIcon /> },
    { href: '/settings/review-responder#booster', id: 'booster', icon: <StarOutlineIcon /> },
    { href: '/settings/organization', id: 'organization', icon: <SettingsIcon /> },
  ],
  profile: [
    { href: '/profile/contact', id: 'contact', icon: <UserIcon /> },
    { href: '/profile/locale', id: 'locale', icon: <GlobeIcon /> },
    { href: '/profile/password', id: 'password', icon: <SettingsIcon /> },
    { href: '/profile/notifications', id: 'notifications', icon: <BellIcon /> },
    { href: '/profile/cookies', id: 'cookies', icon: <CookieIcon /> },
  ],
} satisfies Record<string, NavLink[]>;

/** How a link was pressed (react-aria's press event). */
export type SideNavPointerType = PressEvent['pointerType'];

/** Variants: beside the page on wide screens, or a drawer on small ones (spec section 2). */
export const sideNavVariants = ['permanent', 'drawer'] as const;
export type SideNavVariant = (typeof sideNavVariants)[number];

const Drawer = lazy(async () => ({ default: (await import('@locperf/ui/drawer')).Drawer }));

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The signed-in user's email (spec section 2: "{email}"). */
  email: string;
  /** The organization; its name shows above the email in the drawer. @default undefined */
  organization?: { name: string; customerNumber: string };
  /** Items in the cart; the badge shows only above 0. */
  cartCount: number;
  /** The current path, for `aria-current="page"` (without a locale prefix). */
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
        aria-current={currentPath === href ? 'page' : undefined}
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
          <Tooltip content={name} placement="end">
            {link}
          </Tooltip>
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
      <div className={styles.footer}>
        <div className={styles.account}>
          {variant === 'drawer' && organization ? (
            <Tooltip
              content={intl.formatMessage(messages.customerNumber, {
                number: organization.customerNumber,
              })}
            >
              <Focusable>
                <span className={styles.organization} role="note" aria-label={organization.name}>
                  {organization.name}
                </span>
              </Focusable>
            </Tooltip>
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

/**
 * The side navigation (spec section 2, Shell): home, reviews and shop with the cart badge, the
 * settings and profile groups (open by default), the user's email, a dark-mode switch, the
 * minimise toggle and Logout. `permanent` sits beside the page, 16rem wide or 5rem when
 * minimised, expanding while hovered; `drawer` opens over a dimming overlay and closes on an
 * overlay click or a followed link.
 */
export function SideNav(props: SideNavProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (props.variant === 'drawer' && props.isOpen && !drawerUsed) setDrawerUsed(true);
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
