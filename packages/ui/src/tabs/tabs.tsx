import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './tabs.css';

/** Props of {@link Tabs}. */
export interface TabsProps extends Pick<
  AriaTabsProps,
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'isDisabled'
  | 'keyboardActivation'
  | 'orientation'
  | 'id'
> {
  /** The `id` of the selected tab, when the parent owns the state (with `onSelectionChange`). */
  selectedKey?: Key;
  /** The `id` of the tab selected first, when the tabs own their state. @default the first tab */
  defaultSelectedKey?: Key;
  /** Called with the `id` of the newly selected tab. */
  onSelectionChange?: (key: Key) => void;
  /** The `id`s of tabs that cannot be selected; they look disabled. */
  disabledKeys?: Iterable<Key>;
  /** Disables every tab. @default false */
  isDisabled?: boolean;
  /**
   * `automatic` shows a tab's panel as soon as the arrow keys reach the tab; `manual` waits for
   * Enter or Space (for panels that are slow to load). @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** Tabs in a row (Left/Right arrows) or in a column (Up/Down arrows). @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** The element id. */
  id?: string;
  /** A `TabList` and one `TabPanel` per tab. */
  children: ReactNode;
}

/** Tabs: arrow keys move between tabs, Home/End jump, the panel follows the selection. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

/** Props of {@link TabList}. */
export interface TabListProps<T extends object> extends Pick<
  AriaTabListProps<T>,
  'items' | 'aria-label' | 'aria-labelledby'
> {
  /** Tabs as data; render each with `children`. @default undefined */
  items?: Iterable<T>;
  /** What the tabs switch between, e.g. "Account settings"; needed when there is no visible heading. */
  'aria-label'?: string;
  /** The id of a visible element that names it (a heading above it), instead of `aria-label`. */
  'aria-labelledby'?: string;
  /** `Tab`s. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** The row of tabs; needs an `aria-label` saying what the tabs switch between. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.list} />;
}

/** Props of {@link Tab}. */
export interface TabProps extends Pick<AriaTabProps, 'id' | 'isDisabled' | 'href' | 'aria-label'> {
  /** Its key; the `TabPanel` with the same `id` shows while it is selected. */
  id?: Key;
  /** Cannot be selected, and looks it. @default false */
  isDisabled?: boolean;
  /** Makes the tab a link to this address (tabs that switch between pages). @default undefined */
  href?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Label. */
  children: ReactNode;
}

/** One tab; its `id` matches a `TabPanel`. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps {
  /** The `id` of its tab. */
  id: Key;
  /** Content. */
  children: ReactNode;
}

/** Content shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
