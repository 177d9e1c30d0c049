import { SideNav, type SideNavProps } from '@locperf/features/side-nav';
import { useCartCount } from './cart-count';

/**
 * The side navigation with its cart badge, in one lazy chunk: only signed-in visitors see it, so
 * the public pages load neither the navigation nor the cart store (jotai) (issue 9, initial JS).
 */
export function SignedInSideNav(props: Omit<SideNavProps, 'cartCount'>) {
  return <SideNav {...props} cartCount={useCartCount()} />;
}
