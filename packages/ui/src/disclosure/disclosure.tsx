import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icon/icons';
import * as styles from './disclosure.css';

/** Props of {@link Disclosure}. */
export interface DisclosureProps extends Pick<
  AriaDisclosureProps,
  'id' | 'isExpanded' | 'defaultExpanded' | 'onExpandedChange' | 'isDisabled'
> {
  /** Its key inside a `DisclosureGroup` (the group's `expandedKeys` name it). */
  id?: Key;
  /** Whether it is open, when the parent owns the state (with `onExpandedChange`). */
  isExpanded?: boolean;
  /** Whether it starts open, when it owns its state. @default false */
  defaultExpanded?: boolean;
  /** Called with the new open state when the user opens or closes it. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** Cannot be opened or closed, and looks it. @default false */
  isDisabled?: boolean;
  /** The always-visible button text (e.g. "Settings"); may include an icon. */
  title: ReactNode;
  /** Heading level of the title, so it fits the page outline. @default 3 */
  level?: 2 | 3 | 4 | 5 | 6;
  /** Content shown when expanded. */
  children: ReactNode;
}

/** A collapsible section (e.g. the side navigation's groups); Enter or Space toggles. */
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
  /** Lets several sections be open at once; otherwise opening one closes the others. @default false */
  allowsMultipleExpanded?: boolean;
  /** The `id`s of the open sections, when the parent owns the state (with `onExpandedChange`). */
  expandedKeys?: Iterable<Key>;
  /** The `id`s of the sections open at first, when the group owns its state. */
  defaultExpandedKeys?: Iterable<Key>;
  /** Called with the `id`s of the open sections after one opens or closes. */
  onExpandedChange?: (keys: Set<Key>) => void;
  /** Disables every section. @default false */
  isDisabled?: boolean;
  /** `Disclosure`s, each with an `id`. */
  children: ReactNode;
}

/** A set of disclosures; by default only one is open at a time (accordion). */
export function DisclosureGroup(props: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={styles.group} />;
}
