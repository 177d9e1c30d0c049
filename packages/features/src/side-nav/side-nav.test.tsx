import { ColorModeProvider } from '@locperf/ui/color-mode';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-utils/render';
import { SideNav, type SideNavProps } from './side-nav';

const base: SideNavProps = {
  email: 'owner@demo.locperf.test',
  organization: { name: 'Bäckerei Sonnenschein GmbH', customerNumber: 'K-4711' },
  cartCount: 0,
  currentPath: '/reviews',
  minimized: false,
  onMinimizedChange: () => {},
  variant: 'permanent',
  onLogout: () => {},
};

const renderNav = (props: Partial<SideNavProps> = {}) =>
  renderWidget(
    <ColorModeProvider defaultPreference="light">
      <SideNav {...base} {...props} />
    </ColorModeProvider>,
  );

describe('SideNav (spec section 2, Shell, Side navigation)', () => {
  afterEach(() => localStorage.clear());

  it('lists home, reviews, insights (issue 18), shop, then the settings and profile links in order', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/reviews',
      '/insights',
      '/shop',
      '/settings/subscriptions',
      '/settings/google-account',
      '/settings/customers',
      '/settings/review-responder',
      // The booster lives on the review-responder page; its own entry makes it findable.
      '/settings/review-responder#booster',
      '/settings/organization',
      '/profile/contact',
      '/profile/locale',
      '/profile/password',
      '/profile/notifications',
      '/profile/cookies',
    ]);
  });

  it('marks the current page', () => {
    renderNav({ currentPath: '/profile/cookies' });
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  // Owner trial 6: on the booster's section the responder was marked.
  it('marks the link of a section by its hash, and the page link for any other hash', () => {
    const { unmount } = renderNav({ currentPath: '/settings/review-responder#booster' });
    expect(screen.getByRole('link', { name: 'Review booster' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Review responder' })).not.toHaveAttribute(
      'aria-current',
    );
    unmount();
    renderNav({ currentPath: '/settings/review-responder#ai-quota' });
    expect(screen.getByRole('link', { name: 'Review responder' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the cart badge only above 0', () => {
    const { unmount } = renderNav({ cartCount: 0 });
    expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    unmount();
    renderNav({ cartCount: 3 });
    expect(screen.getByRole('link', { name: 'Shop 3 items in the cart' })).toBeInTheDocument();
  });

  it('opens both groups by default and toggles them by keyboard', async () => {
    const user = userEvent.setup();
    renderNav();
    const settings = screen.getByRole('button', { name: 'Settings' });
    const profile = screen.getByRole('button', { name: 'Profile' });
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    settings.focus();
    await user.keyboard('{Enter}');
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the email, and the organization only in the drawer', () => {
    renderNav();
    expect(screen.getByText('owner@demo.locperf.test')).toBeInTheDocument();
    expect(screen.queryByText('Bäckerei Sonnenschein GmbH')).not.toBeInTheDocument();
  });

  it('switches dark mode and stores it (spec section 4, Colour mode)', async () => {
    const user = userEvent.setup();
    renderNav();
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark).not.toBeChecked();
    await user.click(dark);
    expect(dark).toBeChecked();
    expect(localStorage.getItem('nuxt-color-mode')).toBe('dark');
  });

  it('toggles minimised through the callback', async () => {
    const onMinimizedChange = vi.fn();
    renderNav({ onMinimizedChange });
    const toggle = screen.getByRole('button', { name: 'Minimize sidebar' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onMinimizedChange).toHaveBeenCalledWith(true);
  });

  it('minimised: links keep their names, the cart badge stays, and focus shows a tooltip', async () => {
    const user = userEvent.setup();
    renderNav({ minimized: true, cartCount: 2 });
    expect(screen.getByRole('button', { name: 'Minimize sidebar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Shop 2 items in the cart' })).toBeInTheDocument();
    await user.tab();
    // The tooltip's code loads as focus arrives (issue 14); focus stays on the link.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('minimised: expands while hovered, so the names show and no tooltip is needed', async () => {
    const user = userEvent.setup();
    renderNav({ minimized: true });
    expect(screen.queryByText('Dark mode')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('navigation'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByText('Dark mode')).toBeInTheDocument();
  });

  it('tells the app how a link was followed (Enter: keyboard), so it can move focus to the page', async () => {
    const onLinkPress = vi.fn();
    const navigate = vi.fn();
    renderWidget(
      <RouterProvider navigate={navigate}>
        <ColorModeProvider>
          <SideNav {...base} onLinkPress={onLinkPress} />
        </ColorModeProvider>
      </RouterProvider>,
    );
    screen.getByRole('link', { name: 'Shop' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/shop', undefined);
    expect(onLinkPress).toHaveBeenCalledWith('/shop', 'keyboard');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onLinkPress).toHaveBeenLastCalledWith('/', 'mouse');
  });

  it('calls onLogout', async () => {
    const onLogout = vi.fn();
    renderNav({ onLogout });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('SideNav drawer (spec section 2: small screens)', () => {
  it('is closed until opened', () => {
    renderNav({ variant: 'drawer', isOpen: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders nothing (and loads no drawer code) until first opened (issue 9)', () => {
    renderNav({ variant: 'drawer', isOpen: false });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a dialog with the organization above the email, without the minimise toggle', async () => {
    renderNav({ variant: 'drawer', isOpen: true });
    // The drawer is a lazy chunk: it appears once loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(within(dialog).getByText('Bäckerei Sonnenschein GmbH')).toBeInTheDocument();
    expect(within(dialog).getByText('owner@demo.locperf.test')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Minimize sidebar' })).toBeNull();
  });

  it('closes when a link is followed, and routes it', async () => {
    const onOpenChange = vi.fn();
    const navigate = vi.fn();
    renderWidget(
      <RouterProvider navigate={navigate}>
        <ColorModeProvider>
          <SideNav {...base} variant="drawer" isOpen onOpenChange={onOpenChange} />
        </ColorModeProvider>
      </RouterProvider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Shop' }));
    expect(navigate).toHaveBeenCalledWith('/shop', undefined);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes with its visible close button (German trial: only the overlay closed it)', async () => {
    const onOpenChange = vi.fn();
    renderNav({ variant: 'drawer', isOpen: true, onOpenChange });
    await userEvent.click(await screen.findByRole('button', { name: 'Close navigation' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    renderNav({ variant: 'drawer', isOpen: true, onOpenChange });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
