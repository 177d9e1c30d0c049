import type { ReactNode } from 'react';
import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  type PressEvent,
} from 'react-aria-components';
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
  /** The address: a path inside the app (`/settings`) or a full URL. Without it the link is disabled-looking text. */
  href?: string;
  /** Where it opens: `_blank` for a new tab (then say so in the text). @default undefined (the same tab) */
  target?: string;
  /** The link relation, e.g. `noopener noreferrer` for an outside site opened in a new tab. @default undefined */
  rel?: string;
  /** The language of the linked page, e.g. `de`, when it differs from this one. @default undefined */
  hrefLang?: string;
  /** Downloads the file instead of opening it; a string names the saved file. @default false */
  download?: boolean | string;
  /** Called when the link is pressed (mouse, touch, Enter); it still navigates to `href`. */
  onPress?: (event: PressEvent) => void;
  /** Cannot be focused or followed, and looks it. @default false */
  isDisabled?: boolean;
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Marks the link to the page being shown (`page`) in a navigation, so screen readers say "current". @default undefined */
  'aria-current'?: boolean | 'true' | 'false' | 'page' | 'step' | 'location' | 'date' | 'time';
  /** The id of an element that describes it further; screen readers read it after the name. */
  'aria-describedby'?: string;
  /** The element id. */
  id?: string;
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
