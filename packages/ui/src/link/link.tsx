import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './link.css';

/** Visual variants, shared by the component, its types and its stories. */
export const linkVariants = [
  'inline',
  'standalone',
  'subtle',
] as const satisfies readonly LinkVariant[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type LinkVariant = 'inline' | 'standalone' | 'subtle';

/** Props of {@link Link}. */
export interface LinkProps extends Pick<
  AriaLinkProps,
  | 'href'
  | 'target'
  | 'rel'
  | 'hrefLang'
  | 'download'
  | 'routerOptions'
  | 'onPress'
  | 'isDisabled'
  | 'autoFocus'
  | 'aria-label'
  | 'aria-current'
  | 'aria-describedby'
  | 'id'
> {
  /** Visual variant. @default 'inline' */
  variant?: LinkVariant;
  /** Content. */
  children: ReactNode;
}

/**
 * A link. Inside react-aria's `RouterProvider` (apps/web wires it to react-router) internal
 * `href`s navigate client-side; without one it is a plain anchor, so partner portals work too.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <AriaLink {...props} className={`${styles.base} ${styles.variants[variant]}`} />;
}
