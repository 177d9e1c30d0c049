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
  /** `Tab`s. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** The row of tabs; needs an `aria-label` saying what the tabs switch between. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.list} />;
}

/** Props of {@link Tab}. */
export interface TabProps extends Pick<AriaTabProps, 'id' | 'isDisabled' | 'href' | 'aria-label'> {
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
