import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icon/icons';
import * as styles from './disclosure.css';

/** Props of {@link Disclosure}. */
export interface DisclosureProps extends Pick<
  AriaDisclosureProps,
  'id' | 'isExpanded' | 'defaultExpanded' | 'onExpandedChange' | 'isDisabled'
> {
  /** The always-visible button text (e.g. "Settings"); may include an icon. */
  title: ReactNode;
  /** Heading level of the title, so it fits the page outline. @default 3 */
  level?: 2 | 3 | 4 | 5 | 6;
  /** Content shown when expanded. */
  children: ReactNode;
}

/** A collapsible section (the side navigation's groups, spec section 2); Enter or Space toggles. */
export function Disclosure({ title, level = 3, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

/** Props of {@link DisclosureGroup}. */
export interface DisclosureGroupProps extends Pick<
  AriaDisclosureGroupProps,
  | 'allowsMultipleExpanded'
  | 'expandedKeys'
  | 'defaultExpandedKeys'
  | 'onExpandedChange'
  | 'isDisabled'
> {
  /** `Disclosure`s, each with an `id`. */
  children: ReactNode;
}

/** A set of disclosures; by default only one is open at a time (accordion). */
export function DisclosureGroup(props: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={styles.group} />;
}
